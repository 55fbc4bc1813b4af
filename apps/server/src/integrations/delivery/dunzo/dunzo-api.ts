/**
 * Dunzo for Business API v2, as Forkful speaks it (the fields it uses):
 *   POST /api/v2/quote                  {pickup_details:{lat,lng}, optimised_route, drop_details:[{lat,lng,address}]}
 *                                       → {distance, estimated_price, eta:{pickup, dropoff}, expires_at}
 *   POST /api/v2/tasks                  {request_id, reference_id, pickup_details, drop_details:[…], special_instructions}
 *                                       → {task_id, state, estimated_price, eta, tracking_url}
 *   GET  /api/v2/tasks/{task_id}/status → {task_id, state, runner:{id, name, phone_number, vehicle_type, location},
 *                                          eta, tracking_url, cancellation_reason}
 *   POST /api/v2/tasks/{task_id}/_cancel {cancellation_reason} → 204
 *   webhook                             {event_type:"TASK_STATUS_UPDATE", task_id, reference_id, state, event_timestamp, runner…}
 *   errors                              4xx {code, message}
 * Money is in paise (Dunzo bills in INR); Forkful's restaurants billed in USD send currency "USD" and get cents.
 * Times are ISO instants, not minutes from now, so the caller's clock never has to agree with Dunzo's. request_id
 * makes a task idempotent: the same request_id books one task. The drop-off's address goes with the quote too, so
 * Dunzo can say it does not serve it.
 */
import type { DeliveryState } from "@forkful/contracts/delivery";
import { z } from "zod";

export const DUNZO_STATES = [
  "created",
  "queued",
  "runner_accepted",
  "reached_for_pickup",
  "pickup_complete",
  "started_for_delivery",
  "reached_for_delivery",
  "delivered",
  "cancelled",
] as const;
export type DunzoState = (typeof DUNZO_STATES)[number];

/** Dunzo's words for each of Forkful's states (one each, both ways). */
export const DUNZO_STATE_OF: Record<DeliveryState, DunzoState> = {
  created: "created",
  confirmed: "queued",
  enroute_to_pickup: "runner_accepted",
  arrived_at_pickup: "reached_for_pickup",
  picked_up: "pickup_complete",
  enroute_to_dropoff: "started_for_delivery",
  arrived_at_dropoff: "reached_for_delivery",
  delivered: "delivered",
  cancelled: "cancelled",
};
export const DELIVERY_STATE_OF_DUNZO = Object.fromEntries(Object.entries(DUNZO_STATE_OF).map(([state, word]) => [word, state])) as Record<
  DunzoState,
  DeliveryState
>;

const point = { lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) };
const currency = z.enum(["INR", "USD"]).default("INR");
export const dunzoAddressSchema = z.object({ street_address_1: z.string(), street_address_2: z.string().optional() });
const contactSchema = z.object({ name: z.string(), phone_number: z.string().nullable() });
const placeSchema = z.object({ ...point, address: dunzoAddressSchema, contact_details: contactSchema });
const etaSchema = z.object({ pickup: z.string().nullable(), dropoff: z.string().nullable() });
const quoteEtaSchema = z.object({ pickup: z.string().nullable(), dropoff: z.string() });

export const dunzoQuoteRequestSchema = z.object({
  pickup_details: z.object(point),
  optimised_route: z.boolean(),
  drop_details: z.array(z.object({ ...point, address: dunzoAddressSchema.optional() })).min(1),
  currency,
});
export const dunzoQuoteAnswerSchema = z.object({
  /** km */
  distance: z.number(),
  estimated_price: z.number().int(),
  currency,
  eta: quoteEtaSchema,
  expires_at: z.string(),
});

export const dunzoTaskRequestSchema = z.object({
  request_id: z.string().min(1),
  reference_id: z.string(),
  pickup_details: placeSchema,
  drop_details: z.array(placeSchema).min(1),
  special_instructions: z.string().optional(),
  currency,
  order_value: z.number().int().min(0).optional(),
});
export type DunzoTaskRequest = z.input<typeof dunzoTaskRequestSchema>;

export const dunzoRunnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone_number: z.string().nullable(),
  vehicle_type: z.string().nullable().optional(),
  location: z
    .object({ ...point, updated_at: z.string().optional() })
    .nullable()
    .optional(),
});
export const dunzoTaskSchema = z.object({
  task_id: z.string().min(1),
  state: z.enum(DUNZO_STATES),
  estimated_price: z.number().int().optional(),
  runner: dunzoRunnerSchema.nullable().optional(),
  eta: etaSchema.nullable().optional(),
  tracking_url: z.string().nullable().optional(),
  cancellation_reason: z.string().nullable().optional(),
});
export type DunzoTask = z.infer<typeof dunzoTaskSchema>;

export const dunzoCancelRequestSchema = z.object({ cancellation_reason: z.string().min(1) });
export const dunzoErrorSchema = z.object({ code: z.string(), message: z.string() });

export const dunzoWebhookSchema = dunzoTaskSchema.extend({
  event_type: z.literal("TASK_STATUS_UPDATE"),
  reference_id: z.string().optional(),
  event_timestamp: z.number(),
});
