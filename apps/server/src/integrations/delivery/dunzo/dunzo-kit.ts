/**
 * Dunzo's kit: the adapter speaking Dunzo's v2 API (dunzo-api.ts), its sandbox (dunzo-sandbox.ts) and its webhook.
 * Dunzo has no quote to accept: a quote only prices the trip, and a task is booked whole. So `quote` prices it and
 * remembers the request under a fresh id, and `accept` books the task with that id as Dunzo's request_id.
 */
import { randomUUID } from "node:crypto";
import { FINAL_DELIVERY_STATES } from "@forkful/contracts/delivery";
import { z } from "zod";
import type { CourierPoint, DeliveryPartnerApi, DeliveryPlace, PartnerDelivery, QuoteRequest } from "../delivery-partner";
import { callPartner, instantOf, type PartnerCalls, QuotedRequests } from "../partner-calls";
import type { PartnerKit, PartnerRequest, PartnerTransport } from "../partner-kit";
import {
  DELIVERY_STATE_OF_DUNZO,
  type DunzoTask,
  type DunzoTaskRequest,
  dunzoErrorSchema,
  dunzoQuoteAnswerSchema,
  dunzoTaskSchema,
  dunzoWebhookSchema,
} from "./dunzo-api";
import { dunzoSandboxApi, dunzoTaskOf } from "./dunzo-sandbox";

const DUNZO: PartnerCalls = {
  name: "Dunzo",
  errorMessage: (body) => {
    const error = dunzoErrorSchema.safeParse(body);
    return error.success ? error.data.message : null;
  },
};

function deliveryOf(task: DunzoTask): PartnerDelivery {
  const { runner } = task;
  return {
    externalId: task.task_id,
    state: DELIVERY_STATE_OF_DUNZO[task.state],
    courier: runner ? { name: runner.name, phone: runner.phone_number, vehicle: runner.vehicle_type ?? null, staffId: runner.id } : null,
    trackingUrl: task.tracking_url ?? null,
    dropoffEta: instantOf(task.eta?.dropoff),
    cancelReason: task.cancellation_reason ?? null,
  };
}

const placeOf = (place: DeliveryPlace) => ({
  lat: place.lat,
  lng: place.lng,
  address: { street_address_1: place.address },
  contact_details: { name: place.name, phone_number: place.phone },
});

function taskRequest(requestId: string, quoted: QuoteRequest): DunzoTaskRequest {
  return {
    request_id: requestId,
    reference_id: quoted.reference,
    pickup_details: placeOf(quoted.pickup),
    drop_details: [placeOf(quoted.dropoff)],
    ...(quoted.dropoff.instructions ? { special_instructions: quoted.dropoff.instructions } : {}),
    currency: quoted.currency,
    order_value: quoted.orderValue,
  };
}

function quoteRequest(request: QuoteRequest) {
  const { pickup, dropoff } = request;
  return {
    pickup_details: { lat: pickup.lat, lng: pickup.lng },
    optimised_route: true,
    drop_details: [{ lat: dropoff.lat, lng: dropoff.lng, address: { street_address_1: dropoff.address } }],
    currency: request.currency,
  };
}

const taskPath = (taskId: string, action: "status" | "_cancel") => `/api/v2/tasks/${encodeURIComponent(taskId)}/${action}`;

function dunzoAdapter(transport: PartnerTransport): DeliveryPartnerApi {
  const quoted = new QuotedRequests();
  const send = <T extends z.ZodType>(request: PartnerRequest, schema: T) => callPartner(transport, DUNZO, request, schema);
  const task = async (taskId: string) => {
    const answer = await send({ method: "GET", path: taskPath(taskId, "status") }, dunzoTaskSchema);
    return answer.ok ? answer.body : null;
  };

  return {
    partner: "DUNZO",
    pickupLeadMinutes: 10,
    async quote(request) {
      const answer = await send({ method: "POST", path: "/api/v2/quote", body: quoteRequest(request) }, dunzoQuoteAnswerSchema);
      if (!answer.ok) return { ok: false, reason: answer.reason };
      const { estimated_price: fee, currency, eta, expires_at } = answer.body;
      const dropoffEta = instantOf(eta.dropoff);
      const expiresAt = instantOf(expires_at);
      if (!dropoffEta || !expiresAt) return { ok: false, reason: "Dunzo's answer could not be read" };
      return { ok: true, quoteId: quoted.remember(randomUUID(), request), fee, currency, dropoffEta, expiresAt };
    },
    async accept(quoteId) {
      const request = quoted.take(quoteId);
      if (!request) return { ok: false, reason: `No Dunzo quote ${quoteId} to accept` };
      const answer = await send({ method: "POST", path: "/api/v2/tasks", body: taskRequest(quoteId, request) }, dunzoTaskSchema);
      if (!answer.ok) return { ok: false, reason: answer.reason };
      return { ok: true, delivery: deliveryOf(answer.body), fee: answer.body.estimated_price ?? 0 };
    },
    async status(taskId) {
      const found = await task(taskId);
      return found && deliveryOf(found);
    },
    async courierLocation(taskId): Promise<CourierPoint | null> {
      const found = await task(taskId);
      const location = found?.runner?.location;
      if (!found || !location || FINAL_DELIVERY_STATES.includes(DELIVERY_STATE_OF_DUNZO[found.state])) return null;
      return { lat: location.lat, lng: location.lng, at: instantOf(location.updated_at) ?? new Date() };
    },
    async cancel(taskId, reason) {
      const answer = await send({ method: "POST", path: taskPath(taskId, "_cancel"), body: { cancellation_reason: reason } }, z.unknown());
      return answer.ok ? { ok: true } : { ok: false, reason: answer.reason };
    },
  };
}

export const dunzoKit: PartnerKit = {
  partner: "DUNZO",
  adapter: dunzoAdapter,
  sandboxApi: dunzoSandboxApi,
  webhookBody: (delivery) => ({
    event_type: "TASK_STATUS_UPDATE",
    reference_id: delivery.reference,
    event_timestamp: (delivery.position?.at ?? new Date()).getTime(),
    ...dunzoTaskOf(delivery),
  }),
  readWebhook(body) {
    const event = dunzoWebhookSchema.safeParse(body);
    return event.success ? { externalId: event.data.task_id, state: DELIVERY_STATE_OF_DUNZO[event.data.state] } : null;
  },
};
