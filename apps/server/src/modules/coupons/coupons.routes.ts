/** Coupon and item-offer calls of spec §7. Thin: the envelope plugin decodes and encodes; each call runs one operation. */
import {
  availableCouponsAnswerSchema,
  availableCouponsQuerySchema,
  couponAnswerSchema,
  offerApplyAnswerSchema,
  offerApplyRequestSchema,
  offerCheckAnswerSchema,
  offerCheckRequestSchema,
  redeemCouponAnswerSchema,
  redeemCouponRequestSchema,
  validateCouponQuerySchema,
} from "@forkful/contracts/coupons";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { callerOf } from "../../plugins/caller";
import { applyItemOffers } from "./apply-item-offers";
import { availableCoupons } from "./available-coupons";
import { checkItemOffers } from "./check-item-offers";
import type { CouponsDeps } from "./coupons-deps";
import { redeemCoupon } from "./redeem-coupon";
import { validateCoupon } from "./validate-coupon";

const encoded = { encoded: true };
const tags = ["coupons"];

export async function couponsRoutes(app: FastifyInstance, deps: CouponsDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/coupon/v2/validateCoupon",
    {
      config: encoded,
      schema: {
        tags,
        summary: "Check a coupon against an amount (responseCode SUCCESS when it applies)",
        querystring: validateCouponQuerySchema,
        response: { 200: couponAnswerSchema },
      },
    },
    async (request) => validateCoupon(deps, request.query, callerOf(request)),
  );

  routes.post(
    "/coupon/v2/redeemCoupon",
    {
      config: encoded,
      schema: {
        tags,
        summary: "Apply a coupon to an unpaid order",
        body: redeemCouponRequestSchema,
        response: { 200: redeemCouponAnswerSchema },
      },
    },
    async (request) => redeemCoupon(deps, request.body, callerOf(request)),
  );

  routes.get(
    "/coupon/v2/available",
    {
      config: encoded,
      schema: {
        tags,
        summary: "A restaurant's coupons open to everyone",
        querystring: availableCouponsQuerySchema,
        response: { 200: availableCouponsAnswerSchema },
      },
    },
    async (request) => availableCoupons(deps, request.query),
  );

  routes.post(
    "/coupon/item/offer/avail/v2",
    {
      config: encoded,
      schema: {
        tags,
        summary: "The offers of a dish at a quantity",
        body: offerCheckRequestSchema,
        response: { 200: offerCheckAnswerSchema },
      },
    },
    async (request) => checkItemOffers(deps, request.body, callerOf(request)),
  );

  routes.patch(
    "/coupon/v2/item/offer/apply",
    {
      config: encoded,
      schema: {
        tags,
        summary: "Apply item offers to an unpaid order",
        body: offerApplyRequestSchema,
        response: { 200: offerApplyAnswerSchema },
      },
    },
    async (request) => applyItemOffers(deps, request.body, callerOf(request)),
  );
}
