/** Reading whole orders: the order with its restaurant, lines, history, payments, coupon and offers. */
import { isInQueue } from "@forkful/contracts/order-status";
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { tabDiners } from "../../db/schema/bills";
import { couponRedemptions, coupons, orderOffers } from "../../db/schema/coupons";
import { courierBookings, deliveries } from "../../db/schema/delivery";
import { merchantLocations, merchants } from "../../db/schema/merchants";
import { orderItems, orderStatusHistory, orders } from "../../db/schema/orders";
import { payments } from "../../db/schema/payments";
import { queuePlacesOf } from "./order-queue.repository";
import type {
  DeliveryRow,
  Executor,
  HistoryRow,
  OrderFilter,
  OrderItemRow,
  OrderPlace,
  OrderRecord,
  OrderRow,
  PaymentRow,
  TabParts,
  TabRecord,
} from "./order-rows";
import { readTabParts } from "./tabs.repository";

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

export async function withDetails(
  onPool: boolean,
  executor: Executor,
  rows: { order: OrderRow; place: OrderPlace }[],
): Promise<OrderRecord[]> {
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
    () => tabPartsOf(executor, rows),
    () => deliveriesOf(executor, rows),
    () => couriersDueOf(executor, rows),
    () =>
      queuePlacesOf(
        executor,
        rows.filter((r) => isInQueue(r.order)).map((r) => r.order.id),
      ),
  ] as const;
  const [items, history, paid, redeemed, offers, tabs, couriers, due, places] = (await inParallelUnlessInTransaction(onPool, queries)) as [
    OrderItemRow[],
    HistoryRow[],
    PaymentRow[],
    { orderId: string; couponCode: string; amount: number }[],
    (typeof orderOffers.$inferSelect)[],
    TabParts | null,
    DeliveryRow[],
    { orderId: string; dueAt: Date }[],
    Map<string, number>,
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
      tab: tabs && r.order.tabState ? tabOf(tabs, r.order) : null,
      deliveries: couriers.filter((d) => d.orderId === r.order.id),
      courierDueAt: due.find((d) => d.orderId === r.order.id)?.dueAt ?? null,
      queuePlace: places.get(r.order.id) ?? null,
    };
  });
}

function deliveriesOf(executor: Executor, rows: { order: OrderRow }[]): Promise<DeliveryRow[]> {
  const ids = rows.filter((r) => r.order.orderType === "delivery").map((r) => r.order.id);
  if (ids.length === 0) return Promise.resolve([]);
  return executor.select().from(deliveries).where(inArray(deliveries.orderId, ids)).orderBy(desc(deliveries.attempt));
}

/** Later deliveries whose courier is still to be asked for, and when (issue 24). */
function couriersDueOf(executor: Executor, rows: { order: OrderRow }[]): Promise<{ orderId: string; dueAt: Date }[]> {
  const ids = rows.filter((r) => r.order.orderType === "delivery" && !r.order.orderTimeAsap).map((r) => r.order.id);
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select({ orderId: courierBookings.orderId, dueAt: courierBookings.dueAt })
    .from(courierBookings)
    .where(and(inArray(courierBookings.orderId, ids), isNull(courierBookings.askedAt)));
}

function tabPartsOf(executor: Executor, rows: { order: OrderRow }[]): Promise<TabParts | null> {
  const tabs = rows.map((r) => r.order).filter((o) => o.tabState !== null);
  return tabs.length === 0 ? Promise.resolve(null) : readTabParts(executor, tabs);
}

/** One tab's parts; its split parts are those of its newest plan only. */
function tabOf(parts: TabParts, order: OrderRow): TabRecord {
  const splits = parts.splits.filter((s) => s.orderId === order.id);
  const plan = Math.max(0, ...splits.map((s) => s.planNo));
  return {
    diners: parts.diners.filter((d) => d.orderId === order.id),
    rounds: parts.rounds.filter((r) => r.orderId === order.id),
    splits: splits.filter((s) => s.planNo === plan),
    table: parts.tables.find((t) => t.locationId === order.locationId && t.tableId === order.tableId) ?? null,
  };
}

export const withPlace = (executor: Executor) =>
  executor
    .select({
      order: orders,
      place: {
        slug: merchantLocations.locationSlug,
        merchantType: merchants.merchantType,
        branchName: merchantLocations.branchName,
        phoneNumber: merchantLocations.phoneNumber,
        timeZone: merchantLocations.timeZoneCd,
        lat: merchantLocations.lat,
        lng: merchantLocations.lng,
      },
    })
    .from(orders)
    .innerJoin(merchantLocations, eq(merchantLocations.id, orders.locationId))
    .innerJoin(merchants, eq(merchants.id, merchantLocations.merchantId));

export function filterOf(filter: OrderFilter): SQL | undefined {
  const owner: (SQL | undefined)[] = [];
  if (filter.customerId) {
    owner.push(eq(orders.customerId, filter.customerId));
    // The tabs of tables the customer ordered a round at are theirs to see too.
    owner.push(sql`${orders.id} in (select ${tabDiners.orderId} from ${tabDiners} where ${tabDiners.customerId} = ${filter.customerId})`);
  }
  if (filter.phone) owner.push(eq(orders.phone, filter.phone));
  return and(
    owner.length ? or(...owner) : undefined,
    filter.locationId !== undefined ? eq(orders.locationId, filter.locationId) : undefined,
    filter.statuses ? inArray(orders.status, filter.statuses) : undefined,
  );
}
