/** Who may see and change an order: the guest session an order placed signed out opens, and the shared view. */
import { z } from "zod";
import { authTokensSchema } from "./auth";
import { orderSchema } from "./orders";

/**
 * An order placed signed out belongs to a new guest session, answered once with the order (and again on a retry with
 * the same idempotency key): only that session, a signed-in owner or the restaurant's staff may change or pay the order
 * or see its personal data.
 */
export const guestSessionSchema = authTokensSchema.extend({ customerId: z.string() });
export type GuestSession = z.infer<typeof guestSessionSchema>;

/** POST /order/customer/createOrder answers the order, with the guest session when it was placed signed out. */
export const placedOrderSchema = orderSchema.extend({ guestSession: guestSessionSchema.optional() });
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/**
 * What anyone holding an order's link sees (a shared tracker): status, items and totals, with the diner's name, phone,
 * email, address, instructions and payment details left out.
 */
export const PERSONAL_ORDER_FIELDS = [
  "customerId",
  "fullName",
  "phone",
  "email",
  "address",
  "comment",
  "orderInstruction",
  "deliveryInstruction",
  "payment",
  "transactionId",
] as const;
