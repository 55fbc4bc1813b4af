/** The payments of some orders, read for the order record (orders' port, decision 034). */
import { desc, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { payments } from "../../db/schema/payments";

/** Every payment of these orders, newest first. */
export function paymentsOfOrders(executor: Executor, orderIds: string[]) {
  return executor.select().from(payments).where(inArray(payments.orderId, orderIds)).orderBy(desc(payments.seq));
}
