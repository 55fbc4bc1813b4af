/** Drizzle queries for coupons, their redemptions, item offers and the offers on orders. No rules here. */
import { CANCELLED_ORDER_STATUSES } from "@forkful/contracts/order-status";
import { and, asc, count, eq, gte, inArray, ne, notInArray, or, sql } from "drizzle-orm";
import { couponRedemptions, coupons, itemOffers, orderOffers } from "../../db/schema/coupons";
import { menuItems } from "../../db/schema/menu";
import { merchantLocations } from "../../db/schema/merchants";
import { orders } from "../../db/schema/orders";
import type { Executor } from "../orders/public";

export type CouponRow = typeof coupons.$inferSelect;
export type ItemOfferRow = typeof itemOffers.$inferSelect;

const UNACCEPTED = [6, 7];
/** Authorized, collected, or to be paid at the restaurant. */
const PAID = [18, 19, 25];

/** Item offers and the offers written on orders. */
function itemOfferQueries(db: Executor) {
  return {
    async offersOfItem(locationId: number, itemId: number): Promise<ItemOfferRow[]> {
      return db
        .select()
        .from(itemOffers)
        .where(and(eq(itemOffers.locationId, locationId), eq(itemOffers.itemId, itemId)))
        .orderBy(asc(itemOffers.id));
    },

    async offers(ids: number[], executor: Executor = db): Promise<ItemOfferRow[]> {
      return executor.select().from(itemOffers).where(inArray(itemOffers.id, ids));
    },

    async item(locationId: number, itemId: number) {
      const [row] = await db
        .select({ id: menuItems.id, name: menuItems.name, price: menuItems.price })
        .from(menuItems)
        .where(and(eq(menuItems.id, itemId), eq(menuItems.locationId, locationId)))
        .limit(1);
      return row ?? null;
    },

    async removeOrderOffers(tx: Executor, orderId: string, offerIds: number[]): Promise<void> {
      if (offerIds.length === 0) return;
      await tx.delete(orderOffers).where(and(eq(orderOffers.orderId, orderId), inArray(orderOffers.offerId, offerIds)));
    },

    async addOrderOffers(tx: Executor, rows: (typeof orderOffers.$inferInsert)[]): Promise<void> {
      if (rows.length === 0) return;
      await tx
        .insert(orderOffers)
        .values(rows)
        .onConflictDoUpdate({ target: [orderOffers.orderId, orderOffers.offerId], set: { amount: sql`excluded.amount` } });
    },
  };
}

export function createCouponsRepository(db: Executor) {
  return {
    async location(locationId: number) {
      const [row] = await db
        .select({ id: merchantLocations.id, currency: merchantLocations.currency, branchName: merchantLocations.branchName })
        .from(merchantLocations)
        .where(eq(merchantLocations.id, locationId))
        .limit(1);
      return row ?? null;
    },

    async coupon(locationId: number, code: string, executor: Executor = db, lock = false): Promise<CouponRow | null> {
      const query = executor
        .select()
        .from(coupons)
        .where(and(eq(coupons.locationId, locationId), eq(coupons.code, code)))
        .limit(1);
      const [row] = lock ? await query.for("update") : await query;
      return row ?? null;
    },

    async listedCoupons(locationId: number): Promise<CouponRow[]> {
      return db
        .select()
        .from(coupons)
        .where(and(eq(coupons.locationId, locationId), eq(coupons.listed, 1)))
        .orderBy(asc(coupons.id));
    },

    /** Redemptions of a coupon on orders still standing, other than `exceptOrderId`, in total and by this customer. */
    async usesOf(
      couponId: number,
      customer: { customerId: string | null; phone: string | null },
      exceptOrderId: string | null,
      unpaidSince: Date,
      executor: Executor = db,
    ): Promise<{ total: number; byCustomer: number }> {
      const standing = and(
        eq(couponRedemptions.couponId, couponId),
        notInArray(orders.status, [...CANCELLED_ORDER_STATUSES]),
        // An order counts once it is paid (or to be paid at the restaurant) or accepted; an unpaid one only while recent.
        or(inArray(orders.paymentStatus, PAID), notInArray(orders.status, UNACCEPTED), gte(orders.createdAt, unpaidSince)),
        exceptOrderId ? ne(couponRedemptions.orderId, exceptOrderId) : undefined,
      );
      const who = or(
        customer.customerId ? eq(couponRedemptions.customerId, customer.customerId) : undefined,
        customer.phone ? eq(couponRedemptions.phone, customer.phone) : undefined,
      );
      const countWhere = (where: ReturnType<typeof and>) =>
        executor.select({ n: count() }).from(couponRedemptions).innerJoin(orders, eq(orders.id, couponRedemptions.orderId)).where(where);
      // One after another: inside a transaction the single connection cannot run two queries at once.
      const [total] = await countWhere(standing);
      const [mine] = who ? await countWhere(and(standing, who)) : [{ n: 0 }];
      return { total: total?.n ?? 0, byCustomer: mine?.n ?? 0 };
    },

    /** One diner's coupon uses become another's (so a per-diner limit still counts them). */
    async moveRedemptions(ex: Executor, fromCustomerId: string, toCustomerId: string): Promise<void> {
      await ex.update(couponRedemptions).set({ customerId: toCustomerId }).where(eq(couponRedemptions.customerId, fromCustomerId));
    },

    async redeem(tx: Executor, redemption: typeof couponRedemptions.$inferInsert): Promise<void> {
      await tx
        .insert(couponRedemptions)
        .values(redemption)
        .onConflictDoUpdate({
          target: couponRedemptions.orderId,
          set: {
            couponId: redemption.couponId,
            amount: redemption.amount,
            customerId: redemption.customerId,
            phone: redemption.phone,
            at: redemption.at,
          },
        });
    },

    async setRedemptionAmount(tx: Executor, orderId: string, amount: number): Promise<void> {
      await tx.update(couponRedemptions).set({ amount }).where(eq(couponRedemptions.orderId, orderId));
    },
    ...itemOfferQueries(db),
  };
}

export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
