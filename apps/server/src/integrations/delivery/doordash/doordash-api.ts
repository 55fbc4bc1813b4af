/**
 * DoorDash Drive v2's own shapes (https://developer.doordash.com/en-US/api/drive): what Forkful sends and what DoorDash
 * answers, read with zod so a surprise in a live answer is a refusal, not a crash. Its delivery_status words are
 * Forkful's DELIVERY_STATES ("quote" aside); its webhooks name the step in event_name.
 */
import { DELIVERY_STATES, type DeliveryState } from "@forkful/contracts/delivery";
import { z } from "zod";

export const DOORDASH_PATHS = {
  quotes: "/drive/v2/quotes",
  accept: (id: string) => `/drive/v2/quotes/${encodeURIComponent(id)}/accept`,
  delivery: (id: string) => `/drive/v2/deliveries/${encodeURIComponent(id)}`,
  cancel: (id: string) => `/drive/v2/deliveries/${encodeURIComponent(id)}/cancel`,
} as const;

const locationSchema = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

export const doordashQuoteRequestSchema = z.object({
  external_delivery_id: z.string().min(1).max(200),
  pickup_address: z.string().min(1),
  pickup_business_name: z.string().optional(),
  pickup_phone_number: z.string().optional(),
  pickup_location: locationSchema.optional(),
  dropoff_address: z.string().min(1),
  dropoff_location: locationSchema.optional(),
  dropoff_phone_number: z.string().optional(),
  dropoff_contact_given_name: z.string().optional(),
  dropoff_instructions: z.string().optional(),
  order_value: z.number().int().min(0),
  tip: z.number().int().min(0).optional(),
  currency: z.enum(["USD", "INR"]).optional(),
});
export type DoorDashQuoteRequest = z.infer<typeof doordashQuoteRequestSchema>;

export const doordashQuoteSchema = z.object({
  external_delivery_id: z.string(),
  currency: z.enum(["USD", "INR"]),
  delivery_status: z.literal("quote"),
  fee: z.number().int(),
  dropoff_time_estimated: z.string(),
  expires_at: z.string(),
});

const deliveryStatusSchema = z.union([z.enum(DELIVERY_STATES), z.literal("quote")]);

export const doordashDeliverySchema = z.object({
  external_delivery_id: z.string(),
  delivery_status: deliveryStatusSchema,
  currency: z.string().optional(),
  fee: z.number().int().optional(),
  tracking_url: z.string().nullish(),
  dropoff_time_estimated: z.string().nullish(),
  dasher_id: z.union([z.string(), z.number()]).nullish(),
  dasher_name: z.string().nullish(),
  dasher_dropoff_phone_number: z.string().nullish(),
  dasher_vehicle_make: z.string().nullish(),
  dasher_vehicle_model: z.string().nullish(),
  dasher_location: locationSchema.nullish(),
  cancellation_reason: z.string().nullish(),
  updated_at: z.string().nullish(),
});
export type DoorDashDelivery = z.infer<typeof doordashDeliverySchema>;

export const doordashErrorSchema = z.object({ code: z.string(), message: z.string() });

export const DOORDASH_EVENT_NAMES: Record<DeliveryState, string> = {
  created: "DELIVERY_CREATED",
  confirmed: "DELIVERY_CREATED",
  enroute_to_pickup: "DASHER_CONFIRMED",
  arrived_at_pickup: "DASHER_CONFIRMED_PICKUP_ARRIVAL",
  picked_up: "DASHER_PICKED_UP",
  enroute_to_dropoff: "DASHER_ENROUTE_TO_DROPOFF",
  arrived_at_dropoff: "DASHER_CONFIRMED_DROPOFF_ARRIVAL",
  delivered: "DASHER_DROPPED_OFF",
  cancelled: "DELIVERY_CANCELLED",
};

export const doordashWebhookSchema = z.object({
  event_name: z.string(),
  external_delivery_id: z.string().min(1),
  delivery_status: z.enum(DELIVERY_STATES),
});

/** The message of DoorDash's `{code, message}`; null when the body is not one. */
export function doordashErrorMessage(body: unknown): string | null {
  const error = doordashErrorSchema.safeParse(body);
  return error.success ? error.data.message : null;
}
