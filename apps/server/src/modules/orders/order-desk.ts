/**
 * What other modules do with one order by its id (staff, couriers, coupons, feedback, support): read it, list a
 * location's, move its status, reprice it under its lock. Each takes the database (or the caller's transaction) and
 * plain input; the orders module's own queries stay inside the module.
 */
import type { Order, OrdersPage } from "@forkful/contracts/orders";
import type { Database, Executor } from "../../db/client";
import type { DomainEvents } from "../../integrations/events/domain-events";
import type { Clock } from "../../lib/clock";
import { moveOrderStatus, type StatusMove } from "./move-order-status";
import { detailSourcesOf } from "./order-detail-sources";
import { toOrderDto } from "./order-mapper";
import { getOrderForStaff, locationOrders, orderById } from "./order-queries";
import { lockOrder, moneyWriter } from "./order-reads";
import { findOrderRecord, orderReads } from "./order-reads.repository";
import type { OrderRecord } from "./order-rows";
import { moveStatusRow } from "./order-writes.repository";
import { type MoneyChange, type MoneyRefusals, repriceUnderLock } from "./reprice-order";

/** The order as one record read from the database, or null. */
const findOn =
  (db: Database) =>
  (orderId: string, executor: Executor = db) =>
    findOrderRecord(executor, orderId, executor === db, detailSourcesOf(db));

/** Any order by id as the API shows it, for staff (who check the location themselves): 404 when there is none. */
export function orderForStaff(db: Database, orderId: string): Promise<Order> {
  return getOrderForStaff({ orders: { findOrder: findOn(db) } }, orderId);
}

/** One move of an order's history as its row records it: who ("staff:{id}", "customer:{id}"…), when, and what it said. */
export type OrderMoveRecord = Pick<OrderRecord["history"][number], "status" | "actor" | "at" | "reason" | "prepMinutes">;

/** Any order by id as the API shows it, with its history as recorded (who moved it), for staff: 404 when there is none. */
export async function orderWithMovesForStaff(db: Database, orderId: string): Promise<{ order: Order; moves: OrderMoveRecord[] }> {
  const record = await orderById({ orders: { findOrder: findOn(db) } }, orderId);
  const moves = record.history.map(({ status, actor, at, reason, prepMinutes }) => ({ status, actor, at, reason, prepMinutes }));
  return { order: toOrderDto(record), moves };
}

/** A location's orders for its staff, newest first (the first 200). */
export function ordersOfLocation(db: Database, query: { locationId: number; statuses: number[] | undefined }): Promise<OrdersPage> {
  return locationOrders({ orders: orderReads(db) }, query);
}

/** What moving an order uses of the app: the database, the events it tells, the clock. */
export interface OrderMoveDeps {
  db: Database;
  events: DomainEvents;
  clock: Clock;
}

/** Moves an order to a new status if the move is allowed (moveOrderStatus); cancelling gives back what it holds. */
export function moveOrder({ db, events, clock }: OrderMoveDeps, move: StatusMove): Promise<Order> {
  const orders = {
    findOrder: findOn(db),
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),
    lockOrder: (tx: Executor, orderId: string) => lockOrder(db, tx, orderId),
    moveStatus: moveStatusRow,
  };
  return moveOrderStatus({ orders, events, clock }, move);
}

/** The orders module's lock, row write and the customers module's wallet give-back, for a money change. */
const lockedMoney = (db: Database) => ({ ...moneyWriter, lockOrder: (tx: Executor, orderId: string) => lockOrder(db, tx, orderId) });

/**
 * Locks the order, checks its money may change, writes its new tip or discount and total and gives wallet money back
 * (repriceUnderLock), in the caller's transaction on `db`.
 */
export function repriceOrderUnderLock(
  db: Database,
  tx: Executor,
  orderId: string,
  change: (locked: OrderRecord) => MoneyChange | Promise<MoneyChange>,
  now: Date,
  refusals: MoneyRefusals,
): Promise<void> {
  return repriceUnderLock({ orders: lockedMoney(db) }, tx, orderId, change, now, refusals);
}
