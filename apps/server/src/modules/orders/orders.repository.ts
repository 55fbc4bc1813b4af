import { CANCELLED_ORDER_STATUSES } from "@forkful/contracts/order-status";
/** Drizzle queries for orders, their lines and history, stock, wallet and order numbers. No rules here. */
import { and, asc, count, desc, eq, gte, inArray, isNull, notInArray, or, type SQL, sql } from "drizzle-orm";
import { customers } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { orderCounters, orderItems, orderStatusHistory, orders } from "../../db/orders-schema";
import { couponRedemptions, coupons, orderOffers, payments } from "../../db/payments-schema";
import { menuItems, merchantLocations, merchants, orderTypes } from "../../db/schema";

/** The first key of advisory locks taken per event slot. */
const EVENT_SLOT_LOCK = 7_402_612;

export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type HistoryRow = typeof orderStatusHistory.$inferSelect;
export type LocationRow = typeof merchantLocations.$inferSelect;

export interface OrderPlace {
  slug: string;
  merchantType: string;
  branchName: string;
  phoneNumber: string;
  timeZone: string;
}

export type PaymentRow = typeof payments.$inferSelect;

export interface OrderRecord {
  order: OrderRow;
  items: OrderItemRow[];
  history: HistoryRow[];
  place: OrderPlace;
  /** Newest first. */
  payments: PaymentRow[];
  coupon: { couponCode: string; amount: number } | null;
  offers: { offerId: number; title: string; amount: number }[];
}

export interface OrderFilter {
  customerId?: string;
  /** Orders placed with this phone before the number had an account. */
  guestPhone?: string;
  phone?: string;
  locationId?: number;
  statuses?: number[];
}

/**
 * Runs queries together on the pool; one after another inside a transaction, whose single connection cannot run
 * two at once.
 */
export async function inParallelUnlessInTransaction(onPool: boolean, queries: readonly (() => Promise<unknown>)[]): Promise<unknown[]> {
  if (onPool) return Promise.all(queries.map((q) => q()));
  const answers: unknown[] = [];
  for (const query of queries) answers.push(await query());
  return answers;
}

export function createOrdersRepository(db: Database) {
  async function withDetails(executor: Executor, rows: { order: OrderRow; place: OrderPlace }[]): Promise<OrderRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.order.id);
    const queries = [
      () => executor.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.sortOrder)),
      () =>
        executor
          .select()
          .from(orderStatusHistory)
          .where(inArray(orderStatusHistory.orderId, ids))
          .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
      () => executor.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(desc(payments.seq)),
      () =>
        executor
          .select({ orderId: couponRedemptions.orderId, couponCode: coupons.code, amount: couponRedemptions.amount })
          .from(couponRedemptions)
          .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
          .where(inArray(couponRedemptions.orderId, ids)),
      () => executor.select().from(orderOffers).where(inArray(orderOffers.orderId, ids)).orderBy(asc(orderOffers.offerId)),
    ] as const;
    const [items, history, paid, redeemed, offers] = (await inParallelUnlessInTransaction(executor === db, queries)) as [
      OrderItemRow[],
      HistoryRow[],
      PaymentRow[],
      { orderId: string; couponCode: string; amount: number }[],
      (typeof orderOffers.$inferSelect)[],
    ];
    return rows.map((r) => {
      const coupon = redeemed.find((c) => c.orderId === r.order.id);
      return {
        ...r,
        items: items.filter((i) => i.orderId === r.order.id),
        history: history.filter((h) => h.orderId === r.order.id),
        payments: paid.filter((p) => p.orderId === r.order.id),
        coupon: coupon ? { couponCode: coupon.couponCode, amount: coupon.amount } : null,
        offers: offers.filter((o) => o.orderId === r.order.id).map(({ offerId, title, amount }) => ({ offerId, title, amount })),
      };
    });
  }

  const withPlace = (executor: Executor) =>
    executor
      .select({
        order: orders,
        place: {
          slug: merchantLocations.locationSlug,
          merchantType: merchants.merchantType,
          branchName: merchantLocations.branchName,
          phoneNumber: merchantLocations.phoneNumber,
          timeZone: merchantLocations.timeZoneCd,
        },
      })
      .from(orders)
      .innerJoin(merchantLocations, eq(merchantLocations.id, orders.locationId))
      .innerJoin(merchants, eq(merchants.id, merchantLocations.merchantId));

  function filterOf(filter: OrderFilter): SQL | undefined {
    const owner: (SQL | undefined)[] = [];
    if (filter.customerId) owner.push(eq(orders.customerId, filter.customerId));
    if (filter.guestPhone) owner.push(and(isNull(orders.customerId), eq(orders.phone, filter.guestPhone)));
    if (filter.phone) owner.push(eq(orders.phone, filter.phone));
    return and(
      owner.length ? or(...owner) : undefined,
      filter.locationId !== undefined ? eq(orders.locationId, filter.locationId) : undefined,
      filter.statuses ? inArray(orders.status, filter.statuses) : undefined,
    );
  }

  return {
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),

    async location(locationId: number) {
      const [found] = await db
        .select({ location: merchantLocations, merchantType: merchants.merchantType })
        .from(merchantLocations)
        .innerJoin(merchants, eq(merchants.id, merchantLocations.merchantId))
        .where(eq(merchantLocations.id, locationId))
        .limit(1);
      if (!found) return null;
      const types = await db.select().from(orderTypes).where(eq(orderTypes.locationId, locationId));
      return { location: found.location, merchantType: found.merchantType, orderTypes: types };
    },

    async findByIdempotencyKey(key: string, executor: Executor = db): Promise<OrderRow | null> {
      const [row] = await executor.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
      return row ?? null;
    },

    async nextOrderNumber(tx: Executor, locationId: number): Promise<number> {
      const [row] = await tx
        .insert(orderCounters)
        .values({ locationId, next: 1001 })
        .onConflictDoUpdate({ target: orderCounters.locationId, set: { next: sql`${orderCounters.next} + 1` } })
        .returning({ next: orderCounters.next });
      return row!.next;
    },

    /** Takes stock of a tracked item; false when not enough is left. Untracked items always succeed. */
    async takeStock(tx: Executor, itemId: number, quantity: number): Promise<boolean> {
      const rows = await tx
        .update(menuItems)
        .set({ stockQuantity: sql`${menuItems.stockQuantity} - ${quantity}` })
        .where(and(eq(menuItems.id, itemId), gte(menuItems.stockQuantity, quantity)))
        .returning({ id: menuItems.id });
      if (rows.length === 1) return true;
      const [item] = await tx.select({ stock: menuItems.stockQuantity }).from(menuItems).where(eq(menuItems.id, itemId));
      return item !== undefined && item.stock === null;
    },

    async stockOf(executor: Executor, itemId: number): Promise<number | null> {
      const [item] = await executor.select({ stock: menuItems.stockQuantity }).from(menuItems).where(eq(menuItems.id, itemId));
      return item?.stock ?? null;
    },

    async debitWallet(tx: Executor, customerId: string, amount: number): Promise<boolean> {
      if (amount === 0) return true;
      const rows = await tx
        .update(customers)
        .set({ walletAmount: sql`${customers.walletAmount} - ${amount}` })
        .where(and(eq(customers.id, customerId), gte(customers.walletAmount, amount)))
        .returning({ id: customers.id });
      return rows.length === 1;
    },

    async walletOf(customerId: string): Promise<{ amount: number; phoneNumber: string | null }> {
      const [row] = await db
        .select({ amount: customers.walletAmount, phoneNumber: customers.phoneNumber })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row ?? { amount: 0, phoneNumber: null };
    },

    async insertOrder(
      tx: Executor,
      order: typeof orders.$inferInsert,
      lines: Omit<typeof orderItems.$inferInsert, "orderId">[],
      actor: string,
      place: OrderPlace,
    ): Promise<OrderRecord> {
      const [row] = await tx.insert(orders).values(order).returning();
      const items = await tx
        .insert(orderItems)
        .values(lines.map((l) => ({ ...l, orderId: order.id! })))
        .returning();
      const history = await tx
        .insert(orderStatusHistory)
        .values({ orderId: order.id!, status: order.status, actor, at: order.createdAt })
        .returning();
      return { order: row!, items, history, place, payments: [], coupon: null, offers: [] };
    },

    /** Locks the order's row until the transaction ends and reads the order as it now is. */
    async lockOrder(tx: Executor, orderId: string): Promise<OrderRecord> {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for("update");
      const rows = await withPlace(tx).where(eq(orders.id, orderId)).limit(1);
      return (await withDetails(tx, rows))[0]!;
    },

    async findOrder(orderId: string, executor: Executor = db): Promise<OrderRecord | null> {
      const rows = await withPlace(executor).where(eq(orders.id, orderId)).limit(1);
      return (await withDetails(executor, rows))[0] ?? null;
    },

    async listOrders(
      filter: OrderFilter,
      page: number,
      size: number,
      sort: "asc" | "desc",
    ): Promise<{ records: OrderRecord[]; total: number }> {
      const where = filterOf(filter);
      const [rows, [totalRow]] = await Promise.all([
        withPlace(db)
          .where(where)
          .orderBy(sort === "asc" ? asc(orders.createdAt) : desc(orders.createdAt))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { records: await withDetails(db, rows), total: totalRow?.n ?? 0 };
    },

    /** Moves an order only if it is still in `from` (no lost updates between two staff screens). */
    async moveStatus(tx: Executor, orderId: string, from: number, to: number, actor: string, at: Date): Promise<boolean> {
      const rows = await tx
        .update(orders)
        .set({ status: to, updatedAt: at })
        .where(and(eq(orders.id, orderId), eq(orders.status, from)))
        .returning({ id: orders.id });
      if (rows.length !== 1) return false;
      await tx.insert(orderStatusHistory).values({ orderId, status: to, actor, at });
      return true;
    },

    /** Changes an order only while it is still in `status`; false when it moved meanwhile. */
    async updateOrderIfStatus(
      orderId: string,
      status: number,
      changes: Partial<typeof orders.$inferInsert>,
      executor: Executor = db,
    ): Promise<boolean> {
      const rows = await executor
        .update(orders)
        .set(changes)
        .where(and(eq(orders.id, orderId), eq(orders.status, status)))
        .returning({ id: orders.id });
      return rows.length === 1;
    },

    /** Serializes orders for one event slot and counts those still standing. */
    async lockAndCountSlot(tx: Executor, slotId: number): Promise<number> {
      await tx.execute(sql`select pg_advisory_xact_lock(${EVENT_SLOT_LOCK}, ${slotId})`);
      const [row] = await tx
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.eventSlotId, slotId), notInArray(orders.status, [...CANCELLED_ORDER_STATUSES])));
      return row?.n ?? 0;
    },

    async restock(tx: Executor, itemId: number, quantity: number): Promise<void> {
      await tx
        .update(menuItems)
        .set({ stockQuantity: sql`${menuItems.stockQuantity} + ${quantity}` })
        .where(and(eq(menuItems.id, itemId), sql`${menuItems.stockQuantity} is not null`));
    },

    async creditWallet(tx: Executor, customerId: string, amount: number): Promise<void> {
      if (amount > 0)
        await tx
          .update(customers)
          .set({ walletAmount: sql`${customers.walletAmount} + ${amount}` })
          .where(eq(customers.id, customerId));
    },

    async countOrders(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(orders);
      return row?.n ?? 0;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
