/** The tab as a diner reads it after its bill changed, once its other phones are told to refresh. */
import type { Order } from "@forkful/contracts/orders";
import type { Caller } from "../../plugins/caller";
import { orderRecord, publishStatus, toOrderDto } from "../orders/public";
import type { BillsDeps } from "./bills-deps";

export async function billAnswer(deps: Pick<BillsDeps, "db" | "events">, orderId: string, caller: Caller | null, at: Date): Promise<Order> {
  const record = (await orderRecord(deps.db, orderId))!;
  await publishStatus(deps.events, { orderId, locationId: record.order.locationId }, record.order.status, at);
  return toOrderDto(record, caller?.customerId ?? null);
}
