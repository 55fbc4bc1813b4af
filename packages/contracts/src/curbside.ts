/**
 * Curbside pickup (issue 14): a diner collecting a pickup order taps "I'm here" with their car and spot; the
 * restaurant's staff see who is waiting outside and bring the order out. Beyond the spec's calls.
 */
import { z } from "zod";

export const CURBSIDE_LIMITS = { carDetails: 80, spot: 40 } as const;

export const CURBSIDE_TEXTS = {
  button: "I'm here",
  told: "The restaurant knows you're here. Someone will bring your order out.",
  notPickup: "Only a pickup order can be brought out to you",
  over: "This order is already collected or cancelled",
  needsCar: "Tell the restaurant your car (colour, make) or where you are",
  directions: "Directions to the restaurant",
} as const;

/** POST /order/curbside/arrived */
export const curbsideArrivalRequestSchema = z.object({
  orderId: z.string({ message: "Order ID is required" }).uuid("Order ID is not valid"),
  carDetails: z
    .string({ message: CURBSIDE_TEXTS.needsCar })
    .trim()
    .min(2, CURBSIDE_TEXTS.needsCar)
    .max(CURBSIDE_LIMITS.carDetails, `At most ${CURBSIDE_LIMITS.carDetails} characters`),
  spot: z.string().trim().max(CURBSIDE_LIMITS.spot, `At most ${CURBSIDE_LIMITS.spot} characters`).optional(),
});
export type CurbsideArrivalRequest = z.infer<typeof curbsideArrivalRequestSchema>;

export const curbsideArrivalSchema = z.object({
  at: z.string(),
  carDetails: z.string(),
  spot: z.string().nullable(),
});
export type CurbsideArrival = z.infer<typeof curbsideArrivalSchema>;

/** GET /staff/curbside: pickup orders whose diner is waiting outside, longest waiting first. */
export const curbsideWaitingSchema = z.array(
  curbsideArrivalSchema.extend({
    orderId: z.string(),
    orderNumber: z.string(),
    fullName: z.string(),
    phone: z.string().nullable(),
    status: z.number().int(),
  }),
);
export type CurbsideWaiting = z.infer<typeof curbsideWaitingSchema>;

/** A maps link to the restaurant, for directions (opens the phone's maps app or the web map). */
export function directionsUrl(point: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${point.lat},${point.lng}`;
}
