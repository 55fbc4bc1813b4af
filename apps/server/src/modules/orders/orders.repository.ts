/** Drizzle queries for orders, their lines and history, stock, wallet and order numbers. No rules here. */
import type { Database } from "../../db/client";
import { giveBackToWallet } from "../customers/public";
import { guestCarryQueries } from "./guest-carry.repository";
import { orderQueueQueries } from "./order-queue.repository";
import { orderReads } from "./order-reads.repository";
import type { Executor } from "./order-rows";
import { orderStatusReads } from "./order-status.repository";
import { orderWrites } from "./order-writes.repository";
import { splitLineQueries } from "./split-lines";
import { tabQueries } from "./tab-rows.repository";
import { unpaidOrders } from "./unpaid-orders.repository";

export type {
  Executor,
  HistoryRow,
  LocationRow,
  NewOrderLine,
  NewOrderRow,
  OrderFilter,
  OrderItemRow,
  OrderPlace,
  OrderRecord,
  OrderRow,
  PaymentRow,
} from "./order-rows";

export function createOrdersRepository(db: Database) {
  return {
    db,
    /** Runs work in one transaction; the operation that needs one opens it. */
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),
    ...orderReads(db),
    ...orderStatusReads(db),
    ...orderQueueQueries(db),
    ...orderWrites(db),
    /** Wallet money an order no longer needs goes back, through the customers module (runs in the caller's transaction). */
    creditWallet: giveBackToWallet,
    ...unpaidOrders(db),
    ...splitLineQueries(db),
    ...tabQueries(db),
    ...guestCarryQueries(db),
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
