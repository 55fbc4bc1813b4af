/** Coupon and item-offer calls of spec §7. Thin: the envelope plugin decodes and encodes; each call runs one operation. */
import {
  availableCouponsAnswerSchema,
  availableCouponsQuerySchema,
  couponAnswerSchema,
  offerApplyAnswerSchema,
  offerApplyRequestSchema,
  offerCheckAnswerSchema,
  offerCheckRequestSchema,
  offerRemoveRequestSchema,
  redeemCouponAnswerSchema,
  redeemCouponRequestSchema,
  validateCouponQuerySchema,
} from "@forkful/contracts/coupons";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { callerOf } from "../../plugins/caller";
import { encodedCall } from "../../plugins/envelope";
import { applyItemOffers } from "./apply-item-offers";
import { availableCoupons } from "./available-coupons";
import { checkItemOffers } from "./check-item-offers";
import type { CouponsDeps } from "./coupons-deps";
import { redeemCoupon } from "./redeem-coupon";
import { removeItemOffers } from "./remove-item-offers";
import { validateCoupon } from "./validate-coupon";

const tag = "coupons";

export async function couponsRoutes(app: FastifyInstance, deps: CouponsDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/coupon/v2/validateCoupon",
    encodedCall(tag, "Check a coupon against an amount (responseCode SUCCESS when it applies)", {
      querystring: validateCouponQuerySchema,
      answer: couponAnswerSchema,
    }),
    async (request) => validateCoupon(deps, request.query, callerOf(request)),
  );

  routes.post(
    "/coupon/v2/redeemCoupon",
    encodedCall(tag, "Apply a coupon to an unpaid order", { body: redeemCouponRequestSchema, answer: redeemCouponAnswerSchema }),
    async (request) => redeemCoupon(deps, request.body, callerOf(request)),
  );

  routes.get(
    "/coupon/v2/available",
    encodedCall(tag, "A restaurant's coupons open to everyone, each with whether it applies to a cart and why not", {
      querystring: availableCouponsQuerySchema,
      answer: availableCouponsAnswerSchema,
    }),
    async (request) => availableCoupons(deps, request.query, callerOf(request)),
  );

  routes.post(
    "/coupon/item/offer/avail/v2",
    encodedCall(tag, "The offers of a dish at a quantity", { body: offerCheckRequestSchema, answer: offerCheckAnswerSchema }),
    async (request) => checkItemOffers(deps, request.body, callerOf(request)),
  );

  routes.patch(
    "/coupon/v2/item/offer/apply",
    encodedCall(tag, "Apply item offers to an unpaid order", { body: offerApplyRequestSchema, answer: offerApplyAnswerSchema }),
    async (request) => applyItemOffers(deps, request.body, callerOf(request)),
  );

  routes.patch(
    "/coupon/v2/item/offer/remove",
    encodedCall(tag, "Take item offers off an unpaid order", { body: offerRemoveRequestSchema, answer: offerApplyAnswerSchema }),
    async (request) => removeItemOffers(deps, request.body, callerOf(request)),
  );
}
