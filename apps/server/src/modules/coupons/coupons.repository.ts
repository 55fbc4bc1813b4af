/** Drizzle queries for coupons, their redemptions, item offers and the offers on orders. No rules here. */
import { CANCELLED_ORDER_STATUSES } from "@forkful/contracts/order-status";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { couponRedemptions, coupons, itemOffers, orderOffers } from "../../db/schema/coupons";
import { dishesAt } from "../menu/public";
import { restaurantById } from "../merchants/public";
import { type Executor, orderStandingsOf } from "../orders/public";

export type CouponRow = typeof coupons.$inferSelect;
export type ItemOfferRow = typeof itemOffers.$inferSelect;

const UNACCEPTED = [6, 7];
const CANCELLED = new Set<number>(CANCELLED_ORDER_STATUSES);
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
      const [dish] = await dishesAt(db, locationId, [itemId]);
      return dish ? { id: dish.item.id, name: dish.item.name, price: dish.item.price } : null;
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
      const place = await restaurantById(db, locationId);
      if (!place) return null;
      const { id, currency, branchName } = place.location;
      return { id, currency, branchName };
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
      const uses = await executor
        .select({ orderId: couponRedemptions.orderId, customerId: couponRedemptions.customerId, phone: couponRedemptions.phone })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, couponId), exceptOrderId ? ne(couponRedemptions.orderId, exceptOrderId) : undefined));
      // One after another: inside a transaction the single connection cannot run two queries at once.
      const orderOf = await orderStandingsOf(
        executor,
        uses.map((u) => u.orderId),
      );
      const standing = uses.filter(({ orderId }) => {
        const order = orderOf.get(orderId);
        if (!order || CANCELLED.has(order.status)) return false;
        // An order counts once it is paid (or to be paid at the restaurant) or accepted; an unpaid one only while recent.
        const paid = order.paymentStatus !== null && PAID.includes(order.paymentStatus);
        return paid || !UNACCEPTED.includes(order.status) || order.createdAt.getTime() >= unpaidSince.getTime();
      });
      const byCustomer = standing.filter(
        (u) => (!!customer.customerId && u.customerId === customer.customerId) || (!!customer.phone && u.phone === customer.phone),
      );
      return { total: standing.length, byCustomer: byCustomer.length };
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
