/** Read functions of one order for other modules: the caller's own order, as the orders module checks it. */
import type { Database } from "../../db/client";
import type { Caller } from "../../plugins/caller";
import { callersOrder } from "./order-queries";
import { orderReads } from "./order-reads.repository";
import type { OrderRecord } from "./order-rows";

/** The caller's own order by id (404, 401 or 403 otherwise); a table's tab is every diner's at the table. */
export function callersOrderIn(db: Database, orderId: string, caller: Caller | null): Promise<OrderRecord> {
  return callersOrder({ orders: orderReads(db) }, orderId, caller);
}
