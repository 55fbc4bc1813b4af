/**
 * Simpery's kit: the adapter speaking Simpery's API (simpery-api.ts), its sandbox (simpery-sandbox.ts) and its
 * webhook. Simpery quotes and books like Forkful's own partner shape: its quote id is the one Forkful accepts.
 */
import { FINAL_DELIVERY_STATES } from "@forkful/contracts/delivery";
import type { z } from "zod";
import type { CourierPoint, DeliveryPartnerApi, DeliveryPlace, PartnerDelivery, QuoteRequest } from "../delivery-partner";
import { callPartner, instantOf, type PartnerCalls } from "../partner-calls";
import type { PartnerKit, PartnerRequest, PartnerTransport } from "../partner-kit";
import {
  DELIVERY_STATE_OF_SIMPERY,
  type SimperyJob,
  type SimperyQuoteRequest,
  simperyErrorSchema,
  simperyJobSchema,
  simperyQuoteSchema,
  simperyWebhookSchema,
} from "./simpery-api";
import { simperyJobOf, simperySandboxApi } from "./simpery-sandbox";

const SIMPERY: PartnerCalls = {
  name: "Simpery",
  errorMessage: (body) => {
    const error = simperyErrorSchema.safeParse(body);
    return error.success ? error.data.error.message : null;
  },
};

function deliveryOf(job: SimperyJob): PartnerDelivery {
  const { courier } = job;
  return {
    externalId: job.id,
    state: DELIVERY_STATE_OF_SIMPERY[job.status],
    courier: courier && { name: courier.name, phone: courier.phone, vehicle: courier.vehicle, staffId: courier.id },
    trackingUrl: job.tracking_url,
    dropoffEta: instantOf(job.dropoff_eta),
    cancelReason: job.cancel_reason,
  };
}

const placeOf = ({ lat, lng, address, name, phone }: DeliveryPlace) => ({ lat, lng, address, name, phone });

function quoteRequest(request: QuoteRequest): SimperyQuoteRequest {
  const { dropoff } = request;
  return {
    reference: request.reference,
    pickup: placeOf(request.pickup),
    dropoff: { ...placeOf(dropoff), ...(dropoff.instructions ? { notes: dropoff.instructions } : {}) },
    order_value: request.orderValue,
    tip: request.tip,
    currency: request.currency,
  };
}

const jobPath = (id: string) => `/v1/jobs/${encodeURIComponent(id)}`;

function simperyAdapter(transport: PartnerTransport): DeliveryPartnerApi {
  const send = <T extends z.ZodType>(request: PartnerRequest, schema: T) => callPartner(transport, SIMPERY, request, schema);
  const job = async (id: string) => {
    const answer = await send({ method: "GET", path: jobPath(id) }, simperyJobSchema);
    return answer.ok ? answer.body : null;
  };

  return {
    partner: "SIMPERY",
    pickupLeadMinutes: 10,
    async quote(request) {
      const answer = await send({ method: "POST", path: "/v1/quotes", body: quoteRequest(request) }, simperyQuoteSchema);
      if (!answer.ok) return { ok: false, reason: answer.reason };
      const { id, price, currency } = answer.body;
      const dropoffEta = instantOf(answer.body.dropoff_eta);
      const expiresAt = instantOf(answer.body.expires_at);
      if (!dropoffEta || !expiresAt) return { ok: false, reason: "Simpery's answer could not be read" };
      return { ok: true, quoteId: id, fee: price, currency, dropoffEta, expiresAt };
    },
    async accept(quoteId) {
      const answer = await send({ method: "POST", path: "/v1/jobs", body: { quote_id: quoteId } }, simperyJobSchema);
      return answer.ok ? { ok: true, delivery: deliveryOf(answer.body), fee: answer.body.price } : { ok: false, reason: answer.reason };
    },
    async status(id) {
      const found = await job(id);
      return found && deliveryOf(found);
    },
    async courierLocation(id): Promise<CourierPoint | null> {
      const found = await job(id);
      if (!found?.location || FINAL_DELIVERY_STATES.includes(DELIVERY_STATE_OF_SIMPERY[found.status])) return null;
      const { lat, lng, at } = found.location;
      return { lat, lng, at: instantOf(at) ?? new Date() };
    },
    async cancel(id, reason) {
      const answer = await send({ method: "POST", path: `${jobPath(id)}/cancel`, body: { reason } }, simperyJobSchema);
      return answer.ok ? { ok: true } : { ok: false, reason: answer.reason };
    },
  };
}

export const simperyKit: PartnerKit = {
  partner: "SIMPERY",
  adapter: simperyAdapter,
  sandboxApi: simperySandboxApi,
  webhookBody: (delivery) => ({
    type: "job.status_changed",
    sent_at: (delivery.position?.at ?? new Date()).toISOString(),
    job: simperyJobOf(delivery),
  }),
  readWebhook(body) {
    const event = simperyWebhookSchema.safeParse(body);
    return event.success ? { externalId: event.data.job.id, state: DELIVERY_STATE_OF_SIMPERY[event.data.job.status] } : null;
  },
};
