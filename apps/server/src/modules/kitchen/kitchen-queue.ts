/** GET /staff/kitchen/tickets: the restaurant's tickets the kitchen still has to serve, oldest first. */
import type { KitchenTicket } from "@forkful/contracts/kitchen";
import { CANCELLED_ORDER_STATUSES, FINAL_ORDER_STATUSES, OrderStatus } from "@forkful/contracts/order-status";
import type { StaffCaller } from "../../plugins/caller";
import { openRoundTickets } from "../bills/public";
import { ordersWithDishes, tabsAt } from "../orders/public";
import type { KitchenDeps } from "./kitchen-deps";
import { toKitchenTicket } from "./kitchen-ticket-mapper";

/** Tickets of orders not yet accepted wait for the restaurant, not the kitchen; those of orders over are gone. */
const NOT_IN_THE_KITCHEN = [OrderStatus.Created, OrderStatus.Modified, ...CANCELLED_ORDER_STATUSES, ...FINAL_ORDER_STATUSES];
/** More than a kitchen's rail holds. */
const MOST_TICKETS = 200;

export async function kitchenQueue({ db }: Pick<KitchenDeps, "db">, caller: StaffCaller): Promise<{ tickets: KitchenTicket[] }> {
  const tabs = await tabsAt(db, caller.locationId, NOT_IN_THE_KITCHEN);
  const rounds = await openRoundTickets(db, tabs, MOST_TICKETS);
  const { orders, dishes } = await ordersWithDishes(db, [...new Set(rounds.map((r) => r.orderId))]);
  const tickets = rounds.map((round) => {
    const order = orders.find((o) => o.id === round.orderId)!;
    return toKitchenTicket(
      order,
      dishes.filter((d) => d.orderId === order.id),
      round.roundNo,
      round,
    );
  });
  return { tickets };
}
