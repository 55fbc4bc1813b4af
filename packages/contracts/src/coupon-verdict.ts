/**
 * A coupon's code and the verdict on it: shared by the coupon calls (coupons.ts) and by the totals and createOrder
 * calls (orders.ts), which take a coupon code before the order exists. Its own file so neither imports the other.
 */
import { z } from "zod";

/** Coupon validation succeeds only when responseCode is SUCCESS (spec §5). */
export const COUPON_SUCCESS = "SUCCESS";
export const COUPON_RESPONSE_CODES = [
  COUPON_SUCCESS,
  "NOT_FOUND",
  "NOT_STARTED",
  "EXPIRED",
  "MIN_ORDER",
  "ORDER_TYPE",
  "USAGE_LIMIT",
  "CUSTOMER_LIMIT",
  "ORDER_PAID",
] as const;
export type CouponResponseCode = (typeof COUPON_RESPONSE_CODES)[number];

export const DISCOUNT_TYPES = ["PERCENTAGE", "FLAT"] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const couponCodeSchema = z
  .string({ message: "Enter a coupon code" })
  .trim()
  .min(2, "Enter a coupon code")
  .max(30, "A coupon code has at most 30 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "A coupon code has only letters, digits, - and _")
  .transform((code) => code.toUpperCase());

export const couponAnswerSchema = z.object({
  responseCode: z.enum(COUPON_RESPONSE_CODES),
  responseMessage: z.string(),
  couponCode: z.string(),
  discountType: z.enum(DISCOUNT_TYPES).nullable(),
  /** PERCENTAGE: percent; FLAT: minor units */
  discountValue: z.number().nullable(),
  /** The discount on orderAmount, minor units (0 unless SUCCESS). */
  discountAmount: z.number().int(),
});
export type CouponAnswer = z.infer<typeof couponAnswerSchema>;
