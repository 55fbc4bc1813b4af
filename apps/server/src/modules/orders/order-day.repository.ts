/** Drizzle queries of a restaurant's day of orders, summed by hour in SQL (the day at a glance). No rules here. */
import { OrderStatus } from "@forkful/contracts/order-status";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { orderStatusHistory as moves, orders } from "../../db/schema/orders";
import type { Executor } from "./order-rows";

export interface DayOfOrders {
  locationId: number;
  /** The restaurant's local date of placing, YYYY-MM-DD. */
  date: string;
  timeZone: string;
  /** Orders not handed over by now are late once past their promised time. */
  now: Date;
  /** A subquery of (order_id, kept): the money kept for each order, as the payments module counts it. */
  moneyKept: SQL;
}

/** Sums of one hour: counts, and seconds summed with how many orders they sum (so the day's averages can be made). */
export interface HourSums {
  hour: number;
  orders: number;
  revenue: number;
  prepSeconds: number;
  prepCount: number;
  waitSeconds: number;
  waitCount: number;
  lateOrders: number;
}

const CANCELLED = [OrderStatus.CancelledByCustomer, OrderStatus.CancelledByMerchant];
const READY = [OrderStatus.Ready, OrderStatus.KitchenTicketReady];
/** Handed over: picked up, delivered, served (or served at the table, or completed). */
const HANDED_OVER = [
  OrderStatus.PickedUp,
  OrderStatus.Delivered,
  OrderStatus.Served,
  OrderStatus.ContactlessOrderServed,
  OrderStatus.Complete,
];

const num = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);

/** The day's orders, one row per hour with any order placed in it, earliest first. */
export function hourSumsOfDay(executor: Executor, day: DayOfOrders): Promise<HourSums[]> {
  const placed = executor
    .select({
      id: orders.id,
      hour: sql<number>`extract(hour from ${orders.createdAt} at time zone ${day.timeZone})::int`.as("hour"),
      cancelled: sql<boolean>`${orders.status} in ${CANCELLED}`.as("cancelled"),
      placedAt: sql<Date>`${orders.createdAt}`.as("placed_at"),
      promisedAt: sql<Date | null>`coalesce(${orders.etaAt}, ${orders.scheduledAt})`.as("promised_at"),
      acceptedAt: sql<Date | null>`min(${moves.at}) filter (where ${moves.status} = ${OrderStatus.Accepted})`.as("accepted_at"),
      readyAt: sql<Date | null>`min(${moves.at}) filter (where ${moves.status} in ${READY})`.as("ready_at"),
      handedAt: sql<Date | null>`min(${moves.at}) filter (where ${moves.status} in ${HANDED_OVER})`.as("handed_at"),
    })
    .from(orders)
    .leftJoin(moves, eq(moves.orderId, orders.id))
    .where(and(eq(orders.locationId, day.locationId), eq(orders.orderDate, day.date)))
    .groupBy(orders.id)
    .as("day_orders");
  const kept = sql`money_kept`;
  const taken = sql`not ${placed.cancelled}`;
  const prepared = sql`${taken} and ${placed.readyAt} is not null and ${placed.acceptedAt} is not null`;
  const handed = sql`${taken} and ${placed.handedAt} is not null`;
  // The promise is the kitchen's: late when ready (or handed over unmarked) after it, or not ready yet and past it.
  const done = sql`coalesce(${placed.readyAt}, ${placed.handedAt}, ${day.now.toISOString()}::timestamptz)`;
  return executor
    .select({
      hour: placed.hour,
      orders: num(sql`count(*) filter (where ${taken})`),
      revenue: num(sql`sum(${kept}.kept)`),
      prepSeconds: num(sql`sum(extract(epoch from ${placed.readyAt} - ${placed.acceptedAt})) filter (where ${prepared})`),
      prepCount: num(sql`count(*) filter (where ${prepared})`),
      waitSeconds: num(sql`sum(extract(epoch from ${placed.handedAt} - ${placed.placedAt})) filter (where ${handed})`),
      waitCount: num(sql`count(*) filter (where ${handed})`),
      lateOrders: num(sql`count(*) filter (where ${taken} and ${placed.promisedAt} < ${done})`),
    })
    .from(placed)
    .leftJoin(sql`(${day.moneyKept}) as ${kept}`, sql`${kept}.order_id = ${placed.id}`)
    .groupBy(placed.hour)
    .orderBy(placed.hour);
}
