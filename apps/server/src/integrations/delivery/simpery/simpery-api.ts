/**
 * Simpery's API. Simpery publishes none we know of, so this is the plain REST one Forkful and its sandbox agree on:
 *   POST /v1/quotes            {reference, pickup, dropoff, order_value, tip, currency}
 *                              → 201 {id, price, currency, dropoff_eta, expires_at}
 *   POST /v1/jobs              {quote_id} → 201 job (a booked quote becomes a job under the quote's id)
 *   GET  /v1/jobs/{id}         → 200 job
 *   POST /v1/jobs/{id}/cancel  {reason} → 200 job
 *   job                        {id, reference, status, price, currency, courier:{id, name, phone, vehicle}|null,
 *                               location:{lat, lng, at}|null, tracking_url, dropoff_eta, cancel_reason}
 *   webhook                    {type:"job.status_changed", sent_at, job}
 *   errors                     {error:{code, message}}: 400 invalid_request, 404 not_found, 409 quote_expired |
 *                              quote_already_booked | not_cancellable, 422 no_courier (it cannot serve the address)
 * A job's status: booked → courier_assigned → at_pickup → collected → at_dropoff → completed, or cancelled. Money
 * is in the minor unit of the quote's currency (cents, paise); times are ISO instants.
 */
import type { DeliveryState } from "@forkful/contracts/delivery";
import { z } from "zod";

export const SIMPERY_STATUSES = ["booked", "courier_assigned", "at_pickup", "collected", "at_dropoff", "completed", "cancelled"] as const;
export type SimperyStatus = (typeof SIMPERY_STATUSES)[number];

/** Simpery's word for each of Forkful's states: "collected" covers picked up and on the way; a quote is no job yet. */
export const SIMPERY_STATUS_OF: Record<DeliveryState, SimperyStatus> = {
  created: "booked",
  confirmed: "booked",
  enroute_to_pickup: "courier_assigned",
  arrived_at_pickup: "at_pickup",
  picked_up: "collected",
  enroute_to_dropoff: "collected",
  arrived_at_dropoff: "at_dropoff",
  delivered: "completed",
  cancelled: "cancelled",
};
export const DELIVERY_STATE_OF_SIMPERY: Record<SimperyStatus, DeliveryState> = {
  booked: "confirmed",
  courier_assigned: "enroute_to_pickup",
  at_pickup: "arrived_at_pickup",
  collected: "picked_up",
  at_dropoff: "arrived_at_dropoff",
  completed: "delivered",
  cancelled: "cancelled",
};

const currency = z.enum(["INR", "USD"]);
const placeSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  address: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
});

export const simperyQuoteRequestSchema = z.object({
  reference: z.string(),
  pickup: placeSchema,
  dropoff: placeSchema.extend({ notes: z.string().optional() }),
  order_value: z.number().int().min(0),
  tip: z.number().int().min(0),
  currency,
});
export type SimperyQuoteRequest = z.infer<typeof simperyQuoteRequestSchema>;
export const simperyQuoteSchema = z.object({
  id: z.string().min(1),
  price: z.number().int(),
  currency,
  dropoff_eta: z.string(),
  expires_at: z.string(),
});

export const simperyBookRequestSchema = z.object({ quote_id: z.string().min(1) });
export const simperyJobSchema = z.object({
  id: z.string().min(1),
  reference: z.string().optional(),
  status: z.enum(SIMPERY_STATUSES),
  price: z.number().int(),
  currency,
  courier: z.object({ id: z.string(), name: z.string(), phone: z.string().nullable(), vehicle: z.string().nullable() }).nullable(),
  location: z.object({ lat: z.number(), lng: z.number(), at: z.string() }).nullable(),
  tracking_url: z.string().nullable(),
  dropoff_eta: z.string().nullable(),
  cancel_reason: z.string().nullable(),
});
export type SimperyJob = z.infer<typeof simperyJobSchema>;

export const simperyCancelRequestSchema = z.object({ reason: z.string().min(1) });
export const simperyErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
export const simperyWebhookSchema = z.object({ type: z.literal("job.status_changed"), sent_at: z.string(), job: simperyJobSchema });
