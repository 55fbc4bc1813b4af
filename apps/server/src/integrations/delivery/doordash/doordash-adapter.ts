/**
 * Forkful's partner shape over DoorDash Drive v2: quote → accept (by our external_delivery_id) → the delivery's
 * status, the dasher's location, cancel. Refusals (4xx with DoorDash's {code, message}) and an unreachable DoorDash
 * are {ok:false}; a delivery DoorDash does not know (or does not answer about) reads as null.
 */
import { randomBytes } from "node:crypto";
import type { DeliveryPartnerApi, PartnerDelivery, QuoteRequest } from "../delivery-partner";
import { callPartner, instantOf, type PartnerCalls } from "../partner-calls";
import type { PartnerTransport } from "../partner-kit";
import {
  DOORDASH_PATHS,
  type DoorDashDelivery,
  type DoorDashQuoteRequest,
  doordashDeliverySchema,
  doordashErrorMessage,
  doordashQuoteSchema,
} from "./doordash-api";

const DOORDASH: PartnerCalls = { name: "DoorDash", errorMessage: doordashErrorMessage };

/** Ours, unique per quote (DoorDash refuses a second delivery under the same id). */
export function externalDeliveryId(reference: string): string {
  return `${reference.replace(/[^A-Za-z0-9-]/g, "-")}-${randomBytes(3).toString("hex")}`;
}

export function doordashQuoteBody(request: QuoteRequest): DoorDashQuoteRequest {
  const { pickup, dropoff } = request;
  return {
    external_delivery_id: externalDeliveryId(request.reference),
    pickup_address: pickup.address,
    pickup_business_name: pickup.name,
    ...(pickup.phone ? { pickup_phone_number: pickup.phone } : {}),
    pickup_location: { lat: pickup.lat, lng: pickup.lng },
    dropoff_address: dropoff.address,
    dropoff_location: { lat: dropoff.lat, lng: dropoff.lng },
    ...(dropoff.phone ? { dropoff_phone_number: dropoff.phone } : {}),
    dropoff_contact_given_name: dropoff.name,
    ...(dropoff.instructions ? { dropoff_instructions: dropoff.instructions } : {}),
    order_value: request.orderValue,
    tip: request.tip,
    currency: request.currency,
  };
}

export function fromDoorDashDelivery(body: DoorDashDelivery): PartnerDelivery {
  const vehicle = [body.dasher_vehicle_make, body.dasher_vehicle_model].filter(Boolean).join(" ");
  return {
    externalId: body.external_delivery_id,
    state: body.delivery_status === "quote" ? "created" : body.delivery_status,
    courier: body.dasher_name
      ? {
          name: body.dasher_name,
          phone: body.dasher_dropoff_phone_number ?? null,
          vehicle: vehicle || null,
          staffId: String(body.dasher_id ?? body.external_delivery_id),
        }
      : null,
    trackingUrl: body.tracking_url ?? null,
    dropoffEta: instantOf(body.dropoff_time_estimated),
    cancelReason: body.cancellation_reason ?? null,
  };
}

export function doordashAdapter(transport: PartnerTransport): DeliveryPartnerApi {
  async function readDelivery(externalId: string): Promise<DoorDashDelivery | null> {
    const answer = await callPartner(
      transport,
      DOORDASH,
      { method: "GET", path: DOORDASH_PATHS.delivery(externalId) },
      doordashDeliverySchema,
    );
    // Unknown, unreachable or unreadable alike: nothing known now (the module asks again on its next look).
    return answer.ok ? answer.body : null;
  }

  return {
    partner: "DOORDASH",
    pickupLeadMinutes: 15,
    async quote(request) {
      const body = doordashQuoteBody(request);
      const answer = await callPartner(transport, DOORDASH, { method: "POST", path: DOORDASH_PATHS.quotes, body }, doordashQuoteSchema);
      if (!answer.ok) return { ok: false, reason: answer.reason };
      const { external_delivery_id, fee, currency, dropoff_time_estimated, expires_at } = answer.body;
      const [dropoffEta, expiresAt] = [instantOf(dropoff_time_estimated), instantOf(expires_at)];
      if (!dropoffEta || !expiresAt) return { ok: false, reason: "DoorDash's answer could not be read" };
      return { ok: true, quoteId: external_delivery_id, fee, currency, dropoffEta, expiresAt };
    },
    async accept(quoteId) {
      const request = { method: "POST", path: DOORDASH_PATHS.accept(quoteId), body: {} } as const;
      const answer = await callPartner(transport, DOORDASH, request, doordashDeliverySchema);
      if (!answer.ok) return { ok: false, reason: answer.reason };
      return { ok: true, delivery: fromDoorDashDelivery(answer.body), fee: answer.body.fee ?? 0 };
    },
    async status(externalId) {
      const delivery = await readDelivery(externalId);
      return delivery ? fromDoorDashDelivery(delivery) : null;
    },
    async courierLocation(externalId) {
      const delivery = await readDelivery(externalId);
      if (!delivery?.dasher_location || delivery.delivery_status === "delivered" || delivery.delivery_status === "cancelled") return null;
      return { ...delivery.dasher_location, at: instantOf(delivery.updated_at) ?? new Date() };
    },
    async cancel(externalId) {
      const request = { method: "PUT", path: DOORDASH_PATHS.cancel(externalId), body: {} } as const;
      const answer = await callPartner(transport, DOORDASH, request, doordashDeliverySchema);
      return answer.ok ? { ok: true } : { ok: false, reason: answer.reason };
    },
  };
}
