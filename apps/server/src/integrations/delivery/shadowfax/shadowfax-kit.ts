/**
 * Shadowfax's kit: the adapter speaking Shadowfax's hyperlocal API (shadowfax-api.ts), its sandbox
 * (shadowfax-sandbox.ts) and its webhook. Shadowfax only says whether it serves a trip and for how much; an order is
 * then created whole. So `quote` asks serviceability and remembers the request under a fresh id, and `accept` creates
 * the order with Forkful's reference as client_order_id.
 */
import { randomUUID } from "node:crypto";
import { FINAL_DELIVERY_STATES } from "@forkful/contracts/delivery";
import type { z } from "zod";
import type { CourierPoint, DeliveryPartnerApi, DeliveryPlace, PartnerDelivery, QuoteRequest } from "../delivery-partner";
import { callPartner, instantOf, type PartnerCalls, QuotedRequests } from "../partner-calls";
import type { PartnerKit, PartnerRequest, PartnerTransport } from "../partner-kit";
import {
  DELIVERY_STATE_OF_SHADOWFAX,
  type ShadowfaxOrder,
  type ShadowfaxOrderRequest,
  type ShadowfaxPlace,
  shadowfaxErrorSchema,
  shadowfaxOrderSchema,
  shadowfaxServiceabilitySchema,
  shadowfaxWebhookSchema,
} from "./shadowfax-api";
import { shadowfaxOrderOf, shadowfaxSandboxApi } from "./shadowfax-sandbox";

const SHADOWFAX: PartnerCalls = {
  name: "Shadowfax",
  errorMessage: (body) => {
    const error = shadowfaxErrorSchema.safeParse(body);
    return error.success ? error.data.message : null;
  },
};
const NOT_SERVED = "Shadowfax does not serve this address";

function deliveryOf(order: ShadowfaxOrder): PartnerDelivery {
  return {
    externalId: order.sfx_order_id,
    state: DELIVERY_STATE_OF_SHADOWFAX[order.status],
    courier: order.rider_name
      ? { name: order.rider_name, phone: order.rider_contact ?? null, vehicle: null, staffId: order.rider_id ?? order.sfx_order_id }
      : null,
    trackingUrl: order.track_url ?? null,
    dropoffEta: instantOf(order.drop_eta),
    cancelReason: order.cancel_reason ?? null,
  };
}

const placeOf = (place: DeliveryPlace): ShadowfaxPlace => ({
  name: place.name,
  contact_number: place.phone,
  address_line_1: place.address,
  latitude: place.lat,
  longitude: place.lng,
});

function orderRequest(quoted: QuoteRequest): ShadowfaxOrderRequest {
  const { dropoff } = quoted;
  return {
    client_order_id: quoted.reference,
    pickup_details: placeOf(quoted.pickup),
    drop_details: { ...placeOf(dropoff), ...(dropoff.instructions ? { instructions: dropoff.instructions } : {}) },
    // Forkful's diners pay Forkful before the courier comes; Shadowfax collects nothing at the door.
    order_details: { order_value: quoted.orderValue, paid: true },
    currency: quoted.currency,
  };
}

const orderPath = (id: string, action: "status" | "cancel") => `/api/v2/orders/${encodeURIComponent(id)}/${action}/`;

function shadowfaxAdapter(transport: PartnerTransport): DeliveryPartnerApi {
  const quoted = new QuotedRequests();
  const send = <T extends z.ZodType>(request: PartnerRequest, schema: T) => callPartner(transport, SHADOWFAX, request, schema);
  const order = async (id: string) => {
    const answer = await send({ method: "GET", path: orderPath(id, "status") }, shadowfaxOrderSchema);
    return answer.ok ? answer.body : null;
  };

  return {
    partner: "SHADOWFAX",
    pickupLeadMinutes: 12,
    async quote(request) {
      const body = { pickup_details: placeOf(request.pickup), drop_details: placeOf(request.dropoff), currency: request.currency };
      const answer = await send({ method: "POST", path: "/api/v2/order/serviceability/", body }, shadowfaxServiceabilitySchema);
      if (!answer.ok) return { ok: false, reason: answer.reason };
      const { is_serviceable, total_amount, currency, drop_eta, expires_at, message } = answer.body;
      if (!is_serviceable) return { ok: false, reason: message ?? NOT_SERVED };
      const dropoffEta = instantOf(drop_eta);
      const expiresAt = instantOf(expires_at);
      if (total_amount === undefined || !dropoffEta || !expiresAt) return { ok: false, reason: "Shadowfax's answer could not be read" };
      return { ok: true, quoteId: quoted.remember(randomUUID(), request), fee: total_amount, currency, dropoffEta, expiresAt };
    },
    async accept(quoteId) {
      const request = quoted.take(quoteId);
      if (!request) return { ok: false, reason: `No Shadowfax quote ${quoteId} to accept` };
      const answer = await send({ method: "POST", path: "/api/v2/orders/", body: orderRequest(request) }, shadowfaxOrderSchema);
      if (!answer.ok) return { ok: false, reason: answer.reason };
      return { ok: true, delivery: deliveryOf(answer.body), fee: answer.body.total_amount ?? 0 };
    },
    async status(id) {
      const found = await order(id);
      return found && deliveryOf(found);
    },
    async courierLocation(id): Promise<CourierPoint | null> {
      const found = await order(id);
      if (!found || found.rider_latitude == null || found.rider_longitude == null) return null;
      if (FINAL_DELIVERY_STATES.includes(DELIVERY_STATE_OF_SHADOWFAX[found.status])) return null;
      return { lat: found.rider_latitude, lng: found.rider_longitude, at: instantOf(found.rider_location_time) ?? new Date() };
    },
    async cancel(id, reason) {
      const answer = await send({ method: "PUT", path: orderPath(id, "cancel"), body: { cancel_reason: reason } }, shadowfaxOrderSchema);
      return answer.ok ? { ok: true } : { ok: false, reason: answer.reason };
    },
  };
}

export const shadowfaxKit: PartnerKit = {
  partner: "SHADOWFAX",
  adapter: shadowfaxAdapter,
  sandboxApi: shadowfaxSandboxApi,
  webhookBody: (delivery) => ({ ...shadowfaxOrderOf(delivery), event_time: (delivery.position?.at ?? new Date()).toISOString() }),
  readWebhook(body) {
    const event = shadowfaxWebhookSchema.safeParse(body);
    return event.success ? { externalId: event.data.sfx_order_id, state: DELIVERY_STATE_OF_SHADOWFAX[event.data.status] } : null;
  },
};
