/** Taking item offers off an unpaid order of the caller (the best one is applied for the diner, who may not want it). */
import type { OfferApplyAnswer, OfferRemoveRequest } from "@forkful/contracts/coupons";
import type { Caller } from "../../plugins/caller";
import { DISCOUNT_REFUSALS, orderRecord, repriceOrderUnderLock, toOrderDto } from "../orders/public";
import { couponAfterOffers, offerableOrder } from "./apply-item-offers";
import type { CouponsDeps } from "./coupons-deps";

export async function removeItemOffers(deps: CouponsDeps, request: OfferRemoveRequest, caller: Caller | null): Promise<OfferApplyAnswer> {
  const { coupons, db } = deps;
  const record = await offerableOrder(deps, request, caller);
  const now = deps.clock();
  await db.transaction((tx) =>
    repriceOrderUnderLock(
      db,
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
  return { order: toOrderDto((await orderRecord(db, request.orderId))!) };
}
