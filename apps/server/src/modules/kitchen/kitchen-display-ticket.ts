/**
 * A ticket as the kitchen display reads it (issue 26): the ticket of kitchen-ticket-mapper with the order's type, when
 * the kitchen received it, when it was promised, the order's note, and each dish's station and diet.
 */
import type { KitchenTicket } from "@forkful/contracts/kitchen";
import { OrderStatus } from "@forkful/contracts/order-status";
import type { Executor } from "../../db/client";
import type { RoundTicket } from "../bills/public";
import { type OrderItemRow, type OrderRow, reachedStatusAt } from "../orders/public";
import { type DishFacts, dishFactsAt } from "./kitchen-stations";
import { toKitchenTicket } from "./kitchen-ticket-mapper";

/** What the display adds to tickets of some orders, read once for all of them. */
export interface DisplaySources {
  acceptedAt: Map<string, Date>;
  factsOf: (itemId: number) => DishFacts;
}

export async function displaySourcesOf(executor: Executor, locationId: number, orderIds: string[], dishes: OrderItemRow[]) {
  const [acceptedAt, factsOf] = await Promise.all([
    reachedStatusAt(executor, orderIds, OrderStatus.Accepted),
    dishFactsAt(
      executor,
      locationId,
      dishes.map((d) => d.itemId),
    ),
  ]);
  return { acceptedAt, factsOf } satisfies DisplaySources;
}

const later = (a: Date, b: Date | undefined) => (b && b > a ? b : a);

export function toDisplayTicket(
  order: OrderRow,
  dishes: OrderItemRow[],
  roundNo: number,
  round: RoundTicket | undefined,
  { acceptedAt, factsOf }: DisplaySources,
  recalled = false,
): KitchenTicket {
  const ticket = toKitchenTicket(order, dishes, roundNo, round);
  const itemOf = new Map(dishes.map((d) => [d.id, d.itemId]));
  const received = later(round?.placedAt ?? order.createdAt, acceptedAt.get(order.id));
  const note = [order.orderInstruction, order.comment].filter((text) => text?.trim()).join(" · ");
  return {
    ...ticket,
    items: ticket.items.map((item) => ({ ...item, ...factsOf(itemOf.get(item.lineId) ?? 0) })),
    orderType: order.orderType,
    receivedAt: received.toISOString(),
    promisedAt: (order.etaAt ?? order.scheduledAt)?.toISOString() ?? null,
    note: note || null,
    recalled,
  };
}
