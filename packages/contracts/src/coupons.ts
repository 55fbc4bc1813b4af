/**
 * Coupons and item offers (spec §7 "Other", §4 "Coupon: validate, then redeem. Item offer: check, then apply").
 * A coupon or offer is checked by the server against the order as the database has it; discounts are integer
 * minor units and never exceed what they discount.
 */
import { z } from "zod";
import { couponAnswerSchema, couponCodeSchema, DISCOUNT_TYPES } from "./coupon-verdict";
import { menuTypeSchema } from "./merchants";
import { applyBasisPoints } from "./money";
import { amountTooLargeText, LINE_QUANTITY_TOO_LARGE, MAX_LINE_QUANTITY, MAX_ORDER_AMOUNT } from "./money-limits";
import { dbIdSchema, orderIdSchema, orderSchema } from "./orders";

export {
  COUPON_RESPONSE_CODES,
  COUPON_SUCCESS,
  type CouponAnswer,
  type CouponResponseCode,
  couponAnswerSchema,
  couponCodeSchema,
  DISCOUNT_TYPES,
  type DiscountType,
} from "./coupon-verdict";

/** GET /coupon/v2/validateCoupon */
export const validateCouponQuerySchema = z.object({
  couponCode: couponCodeSchema,
  locationId: dbIdSchema("locationId"),
  orderType: menuTypeSchema,
  /** The subtotal the coupon would discount, minor units. */
  orderAmount: z.coerce
    .number({ message: "orderAmount must be a number" })
    .int("orderAmount is in minor units")
    .min(0)
    .max(MAX_ORDER_AMOUNT, amountTooLargeText("orderAmount")),
  customerId: z.string().uuid("customerId is not valid").optional(),
});

/** POST /coupon/v2/redeemCoupon: applies the coupon to an unpaid order (replacing any other coupon). */
export const redeemCouponRequestSchema = z.object({
  couponCode: couponCodeSchema,
  orderId: orderIdSchema,
  customerId: z.string().uuid("customerId is not valid").nullable().optional(),
});

/** The redeem answer: the verdict, and the repriced order when it is SUCCESS. */
export const redeemCouponAnswerSchema = couponAnswerSchema.extend({ order: orderSchema.nullable() });
export type RedeemCouponAnswer = z.infer<typeof redeemCouponAnswerSchema>;

/**
 * A location's coupons a diner may try (beyond the spec: GET /coupon/v2/available?locationId=). Given the cart's
 * order type and subtotal, each coupon says whether it applies to it and, if not, why.
 */
export const availableCouponsQuerySchema = z.object({
  locationId: dbIdSchema("locationId"),
  orderType: menuTypeSchema.optional(),
  /** The subtotal the coupons would discount, minor units. */
  orderAmount: z.coerce
    .number({ message: "orderAmount must be a number" })
    .int("orderAmount is in minor units")
    .min(0)
    .max(MAX_ORDER_AMOUNT, amountTooLargeText("orderAmount"))
    .optional(),
});
export const availableCouponSchema = z.object({
  couponCode: z.string(),
  description: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: z.number(),
  minimumOrder: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  /** Whether it applies to the cart asked about (true when no cart was given and only the cart could refuse it). */
  applies: z.boolean(),
  /** Why it does not apply ("Add $7.00 more to use SAVE5"); null when it applies. */
  reason: z.string().nullable(),
  /** What it takes off the cart asked about, minor units (0 when it does not apply or no cart was given). */
  discountAmount: z.number().int(),
});
export const availableCouponsAnswerSchema = z.object({ coupons: z.array(availableCouponSchema) });
export type AvailableCouponsAnswer = z.infer<typeof availableCouponsAnswerSchema>;
export type AvailableCoupon = z.infer<typeof availableCouponSchema>;

// Item offers ----------------------------------------------------------------------------------------------

export const OFFER_TYPES = ["BOGO", "PERCENT_OFF"] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/** POST /coupon/item/offer/avail/v2: which offers an item has at this quantity. */
export const offerCheckRequestSchema = z.object({
  locationId: dbIdSchema("locationId"),
  customerId: z.string().uuid("customerId is not valid").nullable().optional(),
  orderType: menuTypeSchema,
  itemId: dbIdSchema("itemId"),
  quantity: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY, LINE_QUANTITY_TOO_LARGE).default(1),
});

export const itemOfferSchema = z.object({
  offerId: z.number().int(),
  itemId: z.number().int(),
  title: z.string(),
  offerType: z.enum(OFFER_TYPES),
  /** PERCENT_OFF: percent off the item; null for BOGO */
  percent: z.number().nullable(),
  /** The discount at the asked quantity, minor units (BOGO needs at least 2). */
  discountAmount: z.number().int(),
});
export type ItemOffer = z.infer<typeof itemOfferSchema>;

/** An offer as the check answers it, in the terms `itemOfferDiscount` takes (its percent back in basis points). */
export function itemOfferTerms(offer: Pick<ItemOffer, "offerType" | "percent">): { offerType: OfferType; percentOff: number | null } {
  return { offerType: offer.offerType, percentOff: offer.percent === null ? null : Math.round(offer.percent * 100) };
}

/**
 * What an item offer takes off the lines of its dish, each { quantity, subtotal } with subtotal = unit price (options
 * included) × quantity: a percentage of their subtotal, or every second unit free, the cheapest units first (options
 * can make units of one dish cost differently). The server applies it; the payment page shows it for the order's lines.
 */
export function itemOfferDiscount(
  offer: { offerType: OfferType /** PERCENT_OFF: basis points */; percentOff: number | null },
  lines: readonly { quantity: number; subtotal: number }[],
): number {
  const quantity = lines.reduce((sum, l) => sum + l.quantity, 0);
  if (quantity === 0) return 0;
  if (offer.offerType === "PERCENT_OFF")
    return applyBasisPoints(
      lines.reduce((sum, l) => sum + l.subtotal, 0),
      offer.percentOff ?? 0,
    );
  const units = lines.flatMap((l) => Array.from({ length: l.quantity }, () => Math.round(l.subtotal / l.quantity))).sort((a, b) => a - b);
  return units.slice(0, Math.floor(quantity / 2)).reduce((sum, price) => sum + price, 0);
}
export const offerCheckAnswerSchema = z.object({ offers: z.array(itemOfferSchema), quantity: z.number().int() });
export type OfferCheckAnswer = z.infer<typeof offerCheckAnswerSchema>;

/** PATCH /coupon/v2/item/offer/apply: needs customerId, offerIds, orderId and orderAmount (spec §5). */
export const offerApplyRequestSchema = z.object({
  customerId: z.string({ message: "customerId is required" }).uuid("customerId is not valid"),
  offerIds: z.array(dbIdSchema("offerId"), { message: "offerIds is required" }).min(1, "Choose an offer").max(20),
  orderId: orderIdSchema,
  /** The order subtotal the diner saw, minor units: if the order changed since, nothing is applied. */
  orderAmount: z.number({ message: "orderAmount is required" }).int().min(0).max(MAX_ORDER_AMOUNT, amountTooLargeText("orderAmount")),
});
export type OfferApplyRequest = z.infer<typeof offerApplyRequestSchema>;

export const offerApplyAnswerSchema = z.object({ order: orderSchema });
export type OfferApplyAnswer = z.infer<typeof offerApplyAnswerSchema>;

/** PATCH /coupon/v2/item/offer/remove (beyond the spec): takes offers off an unpaid order, the one applied for the diner too. */
export const offerRemoveRequestSchema = z.object({
  customerId: z.string({ message: "customerId is required" }).uuid("customerId is not valid"),
  offerIds: z.array(dbIdSchema("offerId"), { message: "offerIds is required" }).min(1, "Choose an offer").max(20),
  orderId: orderIdSchema,
});
export type OfferRemoveRequest = z.infer<typeof offerRemoveRequestSchema>;

/** The apply payload, or an empty one when a field is missing (spec §5); the server refuses an empty one. */
export function offerApplyPayload(fields: Partial<OfferApplyRequest>): OfferApplyRequest | Record<string, never> {
  const { customerId, offerIds, orderId, orderAmount } = fields;
  if (!customerId || !offerIds?.length || !orderId || orderAmount === undefined) return {};
  return { customerId, offerIds, orderId, orderAmount };
}
