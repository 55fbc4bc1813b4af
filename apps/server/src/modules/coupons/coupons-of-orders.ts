/** The coupons and dish offers of some orders, read for the order record (orders' port, decision 034). */
import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { couponRedemptions, coupons, orderOffers } from "../../db/schema/coupons";

/** The coupon each of these orders redeemed: its code and the amount it took off. */
export function couponsOfOrders(executor: Executor, orderIds: string[]) {
  return executor
    .select({ orderId: couponRedemptions.orderId, couponCode: coupons.code, amount: couponRedemptions.amount })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .where(inArray(couponRedemptions.orderId, orderIds));
}

/** The dish offers applied to these orders, by offer id. */
export function offersOfOrders(executor: Executor, orderIds: string[]) {
  return executor.select().from(orderOffers).where(inArray(orderOffers.orderId, orderIds)).orderBy(asc(orderOffers.offerId));
}
