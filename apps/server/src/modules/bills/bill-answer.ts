/** The tab as a diner reads it after its bill changed, once its other phones are told to refresh. */
import { orderStatusText } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import type { Caller } from "../../plugins/caller";
import { orderRecord, toOrderDto } from "../orders/public";
import type { BillsDeps } from "./bills-deps";

export async function billAnswer(deps: Pick<BillsDeps, "db" | "events">, orderId: string, caller: Caller | null, at: Date): Promise<Order> {
  const record = (await orderRecord(deps.db, orderId))!;
  const { status } = record.order;
  await deps.events.publish({ orderId, status, label: orderStatusText(status), at: at.toISOString() });
  return toOrderDto(record, caller?.customerId ?? null);
}
