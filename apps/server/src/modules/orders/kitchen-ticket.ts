/** The kitchen ticket (KOT) of an order: its dishes, options and comments. */
import type { KotAnswer } from "@forkful/contracts/order-lookups";
import type { Caller } from "../../plugins/caller";
import { type OrderQueriesDeps, visibleOrder } from "./order-queries";

export async function kitchenTicket(deps: OrderQueriesDeps, { orderId }: { orderId: string }, caller: Caller | null): Promise<KotAnswer> {
  const record = await visibleOrder(deps, orderId, caller);
  return {
    orderId: record.order.id,
    orderNumber: record.order.orderNumber,
    status: record.order.status,
    items: record.items.map((i) => ({
      itemName: i.itemName,
      quantity: i.quantity,
      options: i.options.map((o) => (o.quantity > 1 ? `${o.optionName} ×${o.quantity}` : o.optionName)),
      comment: i.comment,
    })),
  };
}
