/** An order's dishes as the kitchen's tickets: one per round (sortOrder), each with where its dishes are. */
import type { KitchenTicket } from "@forkful/contracts/kitchen";
import { OrderStatus } from "@forkful/contracts/order-status";
import { kitchenItemWord, kitchenTicketWord } from "@forkful/contracts/tabs";
import type { RoundTicket } from "../bills/public";
import type { OrderItemRow, OrderRow } from "../orders/public";

/**
 * A non-tab order has one ticket and no round of its own: its ticket reads the order's status (a staff move to 43 or
 * 13 is a ready ticket, to 59 or 17 a served one).
 */
function ticketOfOrderStatus(status: number): number | null {
  if (status === OrderStatus.KitchenTicketReady || status === OrderStatus.Ready) return OrderStatus.KitchenTicketReady;
  if (status === OrderStatus.Served || status === OrderStatus.Complete) return OrderStatus.Served;
  return null;
}

export const optionText = (o: { optionName: string; quantity: number }) =>
  o.quantity > 1 ? `${o.optionName} ×${o.quantity}` : o.optionName;

export function toKitchenDish(dish: OrderItemRow): KitchenTicket["items"][number] {
  return {
    lineId: dish.id,
    itemName: dish.itemName,
    quantity: dish.quantity,
    options: dish.options.map(optionText),
    comment: dish.comment,
    status: dish.itemStatus,
    statusLabel: kitchenItemWord(dish.itemStatus),
  };
}

/** One round's ticket; a round's diner is named only on a tab (the name on a non-tab order is personal). */
export function toKitchenTicket(order: OrderRow, dishes: OrderItemRow[], sortOrder: number, round: RoundTicket | undefined): KitchenTicket {
  const status = order.tabState ? (round?.ticketStatus ?? null) : ticketOfOrderStatus(order.status);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    tableId: order.tableId,
    sortOrder,
    dinerName: round?.dinerName ?? "",
    placedAt: (round?.placedAt ?? order.createdAt).toISOString(),
    status,
    statusLabel: kitchenTicketWord(status),
    items: dishes.filter((d) => d.roundNo === sortOrder).map(toKitchenDish),
  };
}

/** The order's tickets, round 1 first: every round but a voided one, and every round a dish names. */
export function toKitchenTickets(order: OrderRow, dishes: OrderItemRow[], rounds: RoundTicket[]): KitchenTicket[] {
  const live = rounds.filter((r) => !r.voidedAt).map((r) => r.roundNo);
  const numbers = [...new Set([...live, ...dishes.map((d) => d.roundNo)])].sort((a, b) => a - b);
  return numbers.map((n) =>
    toKitchenTicket(
      order,
      dishes,
      n,
      rounds.find((r) => r.roundNo === n),
    ),
  );
}
