/** The checks a cart makes before placing (spec §7): current price and stock, delivery distance, order times. */
import { z } from "zod";
import { menuTypeSchema } from "./merchants";
import { dbIdSchema, itemsSchema } from "./orders";

const locationIdSchema = dbIdSchema("locationId");

/** POST merchants/cartItems: the current price and stock of cart items. */
export const cartItemsRequestSchema = z.object({ locationId: locationIdSchema, orderType: menuTypeSchema, items: itemsSchema });
export const cartItemsAnswerSchema = z.object({
  items: z.array(
    z.object({
      itemId: z.number().int(),
      available: z.boolean(),
      reason: z.string().nullable(),
      price: z.number().int(),
      stockQuantity: z.number().int().nullable(),
    }),
  ),
});
export type CartItemsAnswer = z.infer<typeof cartItemsAnswerSchema>;

/** POST /order/getDistance/v2 */
export const distanceRequestSchema = z.object({
  locationId: locationIdSchema,
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** The cart's subtotal (minor units): the answer then says the fee it pays and whether it meets the minimum. */
  subtotal: z.number().int().min(0).max(100_000_000).optional(),
});
export const distanceAnswerSchema = z.object({
  distanceKm: z.number(),
  deliverable: z.boolean(),
  deliveryKMRadius: z.number(),
  /** The fee for this distance (the restaurant's band), 0 above free delivery; null when it cannot be delivered. */
  deliveryFee: z.number().int().nullable(),
  minimumOrder: z.number().int(),
  /** Why not, in the diner's words (how far, and what to do); null when it can be delivered. */
  refusal: z.string().nullable(),
});
export type DistanceAnswer = z.infer<typeof distanceAnswerSchema>;

/** Scheduling: the slots a location offers for an order type. */
export const slotsRequestSchema = z.object({ locationId: locationIdSchema, orderType: menuTypeSchema });
export const slotsAnswerSchema = z.object({
  asapAvailable: z.boolean(),
  slots: z.array(z.object({ startsAt: z.string(), label: z.string(), date: z.string() })),
});
export type SlotsAnswer = z.infer<typeof slotsAnswerSchema>;
