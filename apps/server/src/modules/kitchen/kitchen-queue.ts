/**
 * GET /staff/kitchen/tickets: the restaurant's tickets the kitchen still has to make or serve, oldest first: each open
 * round of a tab, each accepted order that is not a tab (one ticket, round 1) until it is ready, and each recalled one.
 */
import type { KitchenTicket } from "@forkful/contracts/kitchen";
import { CANCELLED_ORDER_STATUSES, FINAL_ORDER_STATUSES, OrderStatus } from "@forkful/contracts/order-status";
import type { StaffCaller } from "../../plugins/caller";
import { openRoundTickets, roundTicketsOf } from "../bills/public";
import { nonTabOrdersAt, ordersWithDishes, tabsAt } from "../orders/public";
import { lastBumps, recalledBumps, ticketKey } from "./kitchen-bumps";
import type { KitchenDeps } from "./kitchen-deps";
import { displaySourcesOf, toDisplayTicket } from "./kitchen-display-ticket";

/** Tickets of orders not yet accepted wait for the restaurant, not the kitchen; those of orders over are gone. */
const NOT_IN_THE_KITCHEN = [OrderStatus.Created, OrderStatus.Modified, ...CANCELLED_ORDER_STATUSES, ...FINAL_ORDER_STATUSES];
/** An order that is not a tab is the kitchen's from accepted until ready. */
export const NON_TAB_IN_THE_KITCHEN: number[] = [
  OrderStatus.Accepted,
  OrderStatus.BeingPrepared,
  OrderStatus.EventOrderBeingPrepared,
  OrderStatus.KitchenTicketReady,
];
/** More than a kitchen's rail holds. */
const MOST_TICKETS = 200;

export async function kitchenQueue(
  { db, clock }: Pick<KitchenDeps, "db" | "clock">,
  caller: StaffCaller,
): Promise<{ tickets: KitchenTicket[] }> {
  const { locationId } = caller;
  const tabs = await tabsAt(db, locationId, NOT_IN_THE_KITCHEN);
  const open = (await openRoundTickets(db, tabs, MOST_TICKETS)).map((r) => ({ orderId: r.orderId, roundNo: r.roundNo }));
  const nonTabs = (await nonTabOrdersAt(db, locationId, NON_TAB_IN_THE_KITCHEN)).map((orderId) => ({ orderId, roundNo: 1 }));
  const recalled = new Set(recalledBumps(await lastBumps(db, locationId, clock())).map(ticketKey));
  const keys = new Map([...open, ...nonTabs].map((t) => [ticketKey(t), t]));
  for (const key of recalled) {
    const [orderId, roundNo] = key.split("#");
    if (!keys.has(key)) keys.set(key, { orderId: orderId!, roundNo: Number(roundNo) });
  }
  const orderIds = [...new Set([...keys.values()].map((t) => t.orderId))];
  const { orders, dishes } = await ordersWithDishes(db, orderIds);
  const rounds = await roundTicketsOf(
    db,
    orders.filter((o) => o.tabState).map((o) => o.id),
  );
  const sources = await displaySourcesOf(db, locationId, orderIds, dishes);
  const tickets = [...keys.entries()].flatMap(([key, { orderId, roundNo }]) => {
    const order = orders.find((o) => o.id === orderId && o.locationId === locationId);
    if (!order) return [];
    const round = rounds.find((r) => r.orderId === orderId && r.roundNo === roundNo);
    const own = dishes.filter((d) => d.orderId === orderId);
    return [toDisplayTicket(order, own, roundNo, round, sources, recalled.has(key))];
  });
  tickets.sort((a, b) => (a.receivedAt ?? "").localeCompare(b.receivedAt ?? ""));
  return { tickets: tickets.slice(0, MOST_TICKETS) };
}
