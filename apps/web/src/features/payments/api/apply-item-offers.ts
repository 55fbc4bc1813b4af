import type { OfferApplyRequest } from "@forkful/contracts/coupons";
import { offerApplyAnswerSchema } from "@forkful/contracts/coupons";
import { apiRequest } from "../../../shared/api/api-client";

/**
 * PATCH /coupon/v2/item/offer/apply: applies item offers to the order. The payload is offerApplyPayload()'s, never
 * built by hand; an empty one is not sent (the caller says what is missing).
 */
export function applyItemOffers(payload: OfferApplyRequest) {
  return apiRequest({ method: "PATCH", path: "/coupon/v2/item/offer/apply", payload, schema: offerApplyAnswerSchema, auth: true });
}
