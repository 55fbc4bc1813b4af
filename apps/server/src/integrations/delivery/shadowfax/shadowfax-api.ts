/**
 * Shadowfax's hyperlocal API, as Forkful speaks it (the fields it uses):
 *   POST /api/v2/order/serviceability/  {pickup_details, drop_details, currency}
 *                                       → {is_serviceable, total_amount, pickup_eta, drop_eta, expires_at, message}
 *   POST /api/v2/orders/                {client_order_id, pickup_details, drop_details, order_details:{order_value, paid}}
 *                                       → {sfx_order_id, client_order_id, status:"ACCEPTED", total_amount, track_url, …}
 *   GET  /api/v2/orders/{sfx_order_id}/status/
 *                                       → {status, rider_id, rider_name, rider_contact, rider_latitude, rider_longitude,
 *                                          rider_location_time, track_url, drop_eta, cancel_reason}
 *   PUT  /api/v2/orders/{sfx_order_id}/cancel/ {cancel_reason}
 *   webhook                             the order's status body plus event_time
 *   errors                              4xx {message}; an address it does not serve is 200 {is_serviceable:false, message}
 * Amounts are in paise (INR), or cents when the request says currency "USD". Times are ISO instants. The same
 * client_order_id books one order.
 */
import type { DeliveryState } from "@forkful/contracts/delivery";
import { z } from "zod";

export const SHADOWFAX_STATUSES = ["ACCEPTED", "ALLOTTED", "ARRIVED", "COLLECTED", "CUSTOMER_DOOR_STEP", "DELIVERED", "CANCELLED"] as const;
export type ShadowfaxStatus = (typeof SHADOWFAX_STATUSES)[number];

/** Shadowfax's word for each of Forkful's states: it has one word for "picked up" and "on the way", and none for a bare quote. */
export const SHADOWFAX_STATUS_OF: Record<DeliveryState, ShadowfaxStatus> = {
  created: "ACCEPTED",
  confirmed: "ACCEPTED",
  enroute_to_pickup: "ALLOTTED",
  arrived_at_pickup: "ARRIVED",
  picked_up: "COLLECTED",
  enroute_to_dropoff: "COLLECTED",
  arrived_at_dropoff: "CUSTOMER_DOOR_STEP",
  delivered: "DELIVERED",
  cancelled: "CANCELLED",
};
export const DELIVERY_STATE_OF_SHADOWFAX: Record<ShadowfaxStatus, DeliveryState> = {
  ACCEPTED: "confirmed",
  ALLOTTED: "enroute_to_pickup",
  ARRIVED: "arrived_at_pickup",
  COLLECTED: "picked_up",
  CUSTOMER_DOOR_STEP: "arrived_at_dropoff",
  DELIVERED: "delivered",
  CANCELLED: "cancelled",
};

const currency = z.enum(["INR", "USD"]).default("INR");
const placeSchema = z.object({
  name: z.string(),
  contact_number: z.string().nullable(),
  address_line_1: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type ShadowfaxPlace = z.infer<typeof placeSchema>;

export const shadowfaxServiceabilityRequestSchema = z.object({
  pickup_details: placeSchema,
  drop_details: placeSchema,
  currency,
});
export const shadowfaxServiceabilitySchema = z.object({
  is_serviceable: z.boolean(),
  total_amount: z.number().int().optional(),
  currency,
  pickup_eta: z.string().nullable().optional(),
  drop_eta: z.string().nullable().optional(),
  expires_at: z.string().optional(),
  message: z.string().optional(),
});

export const shadowfaxOrderRequestSchema = z.object({
  client_order_id: z.string().min(1),
  pickup_details: placeSchema,
  drop_details: placeSchema.extend({ instructions: z.string().optional() }),
  order_details: z.object({ order_value: z.number().int().min(0), paid: z.boolean() }),
  currency,
});
export type ShadowfaxOrderRequest = z.input<typeof shadowfaxOrderRequestSchema>;

export const shadowfaxOrderSchema = z.object({
  sfx_order_id: z.string().min(1),
  client_order_id: z.string().optional(),
  status: z.enum(SHADOWFAX_STATUSES),
  total_amount: z.number().int().optional(),
  rider_id: z.string().nullable().optional(),
  rider_name: z.string().nullable().optional(),
  rider_contact: z.string().nullable().optional(),
  rider_latitude: z.number().nullable().optional(),
  rider_longitude: z.number().nullable().optional(),
  rider_location_time: z.string().nullable().optional(),
  track_url: z.string().nullable().optional(),
  drop_eta: z.string().nullable().optional(),
  cancel_reason: z.string().nullable().optional(),
});
export type ShadowfaxOrder = z.infer<typeof shadowfaxOrderSchema>;

export const shadowfaxCancelRequestSchema = z.object({ cancel_reason: z.string().min(1) });
export const shadowfaxErrorSchema = z.object({ message: z.string() });
export const shadowfaxWebhookSchema = shadowfaxOrderSchema.extend({ event_time: z.string() });
