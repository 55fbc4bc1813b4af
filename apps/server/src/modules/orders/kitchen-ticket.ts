/** The kitchen ticket (KOT) of an order: its dishes, options and comments (items only, like a shared tracker). */
import type { KotAnswer } from "@forkful/contracts/order-lookups";
import { type OrderQueriesDeps, orderById } from "./order-queries";

export async function kitchenTicket(deps: OrderQueriesDeps, { orderId }: { orderId: string }): Promise<KotAnswer> {
  const record = await orderById(deps, orderId);
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
    tickets: [],
  };
}
