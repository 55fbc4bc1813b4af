/**
 * Read functions and operations of one order for other modules (bills, payments, curbside), taking the database or the
 * caller's transaction: the order as one record, the caller's own order, the order locked, its new money, its status
 * following its dishes, a voided round's lines taken out.
 */
import type { Database } from "../../db/client";
import type { Caller } from "../../plugins/caller";
import { giveBackToWallet } from "../customers/public";
import { detailSourcesOf } from "./order-detail-sources";
import { callersOrder } from "./order-queries";
import { findOrderRecord, lockOrderRecord, orderReads } from "./order-reads.repository";
import type { Executor, OrderRecord, PaymentRow } from "./order-rows";
import { updateOrderIfStatus } from "./order-writes.repository";
import { type NewMoney, writeNewMoney } from "./reprice-order";
import { deleteRoundLines } from "./tab-rows.repository";

/** The order as one record, or null. */
export function orderRecord(db: Database, orderId: string): Promise<OrderRecord | null> {
  return findOrderRecord(db, orderId, true, detailSourcesOf(db));
}

/** The caller's own order by id (404, 401 or 403 otherwise); a table's tab is every diner's at the table. */
export function callersOrderIn(db: Database, orderId: string, caller: Caller | null): Promise<OrderRecord> {
  return callersOrder({ orders: orderReads(db) }, orderId, caller);
}

/**
 * Locks the order's row until the caller's transaction ends and reads the order as it now is; `db` is the database
 * the transaction was opened from (its app's parts of the record, decision 034).
 */
export function lockOrder(db: Database, tx: Executor, orderId: string): Promise<OrderRecord> {
  return lockOrderRecord(tx, orderId, detailSourcesOf(db));
}

/** The orders module's own row write and the customers module's wallet give-back, for a money change of a locked order. */
export const moneyWriter = {
  updateOrderIfStatus: (orderId: string, status: number, changes: NewMoney, executor?: Executor) =>
    updateOrderIfStatus(executor!, orderId, status, changes),
  creditWallet: giveBackToWallet,
};

/**
 * Writes the locked order's new money (a part's tip, a round voided) and gives back to the wallet what it no longer
 * needs: writeNewMoney, in the caller's transaction (which holds the order's lock).
 */
export const writeOrderMoney = (tx: Executor, ...change: MoneyWrite) => writeNewMoney(moneyWriter, tx, ...change);

type MoneyWrite = Parameters<typeof writeNewMoney> extends [unknown, unknown, ...infer Rest] ? Rest : never;

/** A voided round's dishes leave the order's lines (runs in the caller's transaction, under the order's lock). */
export function removeRoundLines(tx: Executor, orderId: string, roundNo: number): Promise<void> {
  return deleteRoundLines(tx, orderId, roundNo);
}

/** The order's payments, newest first: payments' part of its record (decision 034), read in the executor given. */
export function paymentsOfOrder(db: Database, executor: Executor, orderId: string): Promise<PaymentRow[]> {
  return detailSourcesOf(db).paymentsOf(executor, [orderId]);
}
