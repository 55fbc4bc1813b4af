/** Taking item offers off an unpaid order of the caller (the best one is applied for the diner, who may not want it). */
import type { OfferApplyAnswer, OfferRemoveRequest } from "@forkful/contracts/coupons";
import { ForbiddenError, UnauthorizedError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import { assertMoneyCanChange, callersOrder, DISCOUNT_REFUSALS, repriceUnderLock, toOrderDto } from "../orders/public";
import { couponAfterOffers } from "./apply-item-offers";
import type { CouponsDeps } from "./coupons-deps";

export async function removeItemOffers(deps: CouponsDeps, request: OfferRemoveRequest, caller: Caller | null): Promise<OfferApplyAnswer> {
  const { coupons, orders } = deps;
  if (!caller) throw new UnauthorizedError("Sign in to use offers");
  if (request.customerId !== caller.customerId) throw new ForbiddenError("You can only change offers for your own account");
  const record = await callersOrder({ orders }, request.orderId, caller);
  assertMoneyCanChange(record, DISCOUNT_REFUSALS);
  const now = deps.clock();
  await orders.transaction((tx) =>
    repriceUnderLock(
      deps,
      tx,
      record.order.id,
      async (locked) => {
        await coupons.removeOrderOffers(tx, locked.order.id, request.offerIds);
        const kept = locked.offers.filter((o) => !request.offerIds.includes(o.offerId)).reduce((sum, o) => sum + o.amount, 0);
        // The coupon takes its share of what the remaining offers leave.
        return { discount: (await couponAfterOffers(deps, tx, locked, kept)) + kept };
      },
      now,
      DISCOUNT_REFUSALS,
    ),
  );
  return { order: toOrderDto((await orders.findOrder(request.orderId))!) };
}
