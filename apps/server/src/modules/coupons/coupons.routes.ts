/** Coupon and item-offer calls of spec §7. Thin: decode, call the service with the caller, encode. */
import {
  availableCouponsQuerySchema,
  offerApplyRequestSchema,
  offerCheckRequestSchema,
  redeemCouponRequestSchema,
  validateCouponQuerySchema,
} from "@forkful/contracts/coupons";
import { encodedAnswerSchema } from "@forkful/contracts/envelope";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { decodeData, encoded } from "../../lib/encoded-body";
import { encodedBody } from "../../lib/route-schemas";
import type { CouponsService } from "./coupons.service";
import type { ItemOffersService } from "./item-offers.service";

const encodedCall = (summary: string) => encodedBody("coupons", summary);

export async function couponsRoutes(app: FastifyInstance, { coupons, offers }: { coupons: CouponsService; offers: ItemOffersService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/coupon/v2/validateCoupon",
    {
      schema: {
        tags: ["coupons"],
        summary: "Check a coupon against an amount (responseCode SUCCESS when it applies)",
        querystring: validateCouponQuerySchema,
        response: { 200: encodedAnswerSchema },
      },
    },
    async (request) => encoded(await coupons.validate(request.query, request.auth)),
  );

  routes.post("/coupon/v2/redeemCoupon", { schema: encodedCall("Apply a coupon to an unpaid order") }, async (request) =>
    encoded(await coupons.redeem(decodeData(request.body.data, redeemCouponRequestSchema), request.auth)),
  );

  routes.get(
    "/coupon/v2/available",
    {
      schema: {
        tags: ["coupons"],
        summary: "A restaurant's coupons open to everyone",
        querystring: availableCouponsQuerySchema,
        response: { 200: encodedAnswerSchema },
      },
    },
    async (request) => encoded({ coupons: await coupons.available(request.query.locationId) }),
  );

  routes.post("/coupon/item/offer/avail/v2", { schema: encodedCall("The offers of a dish at a quantity") }, async (request) =>
    encoded(await offers.check(decodeData(request.body.data, offerCheckRequestSchema), request.auth)),
  );

  routes.patch("/coupon/v2/item/offer/apply", { schema: encodedCall("Apply item offers to an unpaid order") }, async (request) =>
    encoded(await offers.apply(decodeData(request.body.data, offerApplyRequestSchema), request.auth)),
  );
}
