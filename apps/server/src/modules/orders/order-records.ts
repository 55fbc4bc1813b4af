/** Reading whole orders: the order with its restaurant, lines, history, payments, coupon and offers. */
import { isInQueue } from "@forkful/contracts/order-status";
import { and, asc, eq, inArray, or, type SQL } from "drizzle-orm";
import { orderItems, orderStatusHistory, orders } from "../../db/schema/orders";
import { restaurantsByIds } from "../merchants/public";
import { tablesAtTabs } from "../tables/public";
import type { OrderDetailSources, OrderOfferRow, RedeemedCoupon, TabPartsOfOrders } from "./order-detail-sources";
import { queuePlacesOf } from "./order-queue.repository";
import type {
  DeliveryRow,
  Executor,
  HistoryRow,
  OrderFilter,
  OrderItemRow,
  OrderLatenessRow,
  OrderPlace,
  OrderRecord,
  OrderRow,
  PaymentRow,
  TabParts,
  TabRecord,
} from "./order-rows";

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

/** The orders' records: their own lines, history and queue places, and the parts other modules own (`sources`). */
export async function withDetails(
  onPool: boolean,
  executor: Executor,
  rows: { order: OrderRow; place: OrderPlace }[],
  sources: OrderDetailSources,
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
    () => sources.paymentsOf(executor, ids),
    () => sources.couponsOf(executor, ids),
    () => sources.offersOf(executor, ids),
    () => tabPartsOf(sources, executor, rows),
    () => deliveriesOf(sources, executor, rows),
    () => couriersDueOf(sources, executor, rows),
    () =>
      queuePlacesOf(
        executor,
        rows.filter((r) => isInQueue(r.order)).map((r) => r.order.id),
      ),
    () => sources.latenessOf(executor, ids),
  ] as const;
  const [items, history, paid, redeemed, offers, tabs, couriers, due, places, late] = (await inParallelUnlessInTransaction(
    onPool,
    queries,
  )) as [
    OrderItemRow[],
    HistoryRow[],
    PaymentRow[],
    RedeemedCoupon[],
    OrderOfferRow[],
    TabParts | null,
    DeliveryRow[],
    { orderId: string; dueAt: Date }[],
    Map<string, number>,
    OrderLatenessRow[],
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
      lateness: late.find((l) => l.orderId === r.order.id) ?? null,
    };
  });
}

function deliveriesOf(sources: OrderDetailSources, executor: Executor, rows: { order: OrderRow }[]): Promise<DeliveryRow[]> {
  const ids = rows.filter((r) => r.order.orderType === "delivery").map((r) => r.order.id);
  if (ids.length === 0) return Promise.resolve([]);
  return sources.deliveriesOf(executor, ids);
}

/** Later deliveries whose courier is still to be asked for, and when (issue 24). */
function couriersDueOf(
  sources: OrderDetailSources,
  executor: Executor,
  rows: { order: OrderRow }[],
): Promise<{ orderId: string; dueAt: Date }[]> {
  const ids = rows.filter((r) => r.order.orderType === "delivery" && !r.order.orderTimeAsap).map((r) => r.order.id);
  if (ids.length === 0) return Promise.resolve([]);
  return sources.couriersDueOf(executor, ids);
}

/** The tabs' diners, rounds and live split parts (bills), then their tables (tables). */
async function tabPartsOf(sources: OrderDetailSources, executor: Executor, rows: { order: OrderRow }[]): Promise<TabParts | null> {
  const tabs = rows.map((r) => r.order).filter((o) => o.tabState !== null);
  if (tabs.length === 0) return null;
  const parts: TabPartsOfOrders = await sources.tabPartsOf(
    executor,
    tabs.map((o) => o.id),
  );
  const tables = await tablesAtTabs(
    executor,
    tabs.map((o) => o.locationId),
    tabs.map((o) => o.tableId ?? ""),
  );
  return { ...parts, tables };
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

/** Each order row with its restaurant (merchants); a row whose restaurant is gone is left out, as a join would. */
export async function withPlaces(executor: Executor, rows: OrderRow[]): Promise<{ order: OrderRow; place: OrderPlace }[]> {
  if (rows.length === 0) return [];
  const restaurants = await restaurantsByIds(
    executor,
    rows.map((o) => o.locationId),
  );
  return rows.flatMap((order) => {
    const found = restaurants.get(order.locationId);
    if (!found) return [];
    const { location, merchant } = found;
    const place: OrderPlace = {
      slug: location.locationSlug,
      merchantType: merchant.merchantType,
      branchName: location.branchName,
      phoneNumber: location.phoneNumber,
      timeZone: location.timeZoneCd,
      lat: location.lat,
      lng: location.lng,
    };
    return [{ order, place }];
  });
}

/** Which orders a filter picks; a customer's tabs (bills' diners) are read first, as a list of order ids. */
export async function filterOf(executor: Executor, filter: OrderFilter, sources: OrderDetailSources): Promise<SQL | undefined> {
  const owner: (SQL | undefined)[] = [];
  if (filter.customerId) {
    owner.push(eq(orders.customerId, filter.customerId));
    // The tabs of tables the customer ordered a round at are theirs to see too.
    const tabs = await sources.tabsOfDiner(executor, filter.customerId);
    if (tabs.length > 0) owner.push(inArray(orders.id, tabs));
  }
  if (filter.phone) owner.push(eq(orders.phone, filter.phone));
  return and(
    owner.length ? or(...owner) : undefined,
    filter.locationId !== undefined ? eq(orders.locationId, filter.locationId) : undefined,
    filter.statuses ? inArray(orders.status, filter.statuses) : undefined,
  );
}
