/** The follow-ups of orders that ran late, as the order record shows them (orders reads them through its detail sources). */
import type { Executor } from "../../db/client";
import type { OrderLatenessRow } from "../orders/public";
import { followupsOf } from "./late-orders.repository";

export async function latenessOfOrders(executor: Executor, orderIds: string[]): Promise<OrderLatenessRow[]> {
  const rows = await followupsOf(executor, orderIds);
  return rows.map(({ orderId, promisedAt, newTime, toldAt, creditAmount, creditState, creditGivenAt }) => ({
    orderId,
    promisedAt,
    newTime,
    toldAt,
    creditAmount,
    creditState,
    creditGivenAt,
  }));
}
