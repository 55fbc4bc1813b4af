/**
 * The expo view of the rail: the tickets gathered into whole orders (every round of an order together), each dish with
 * the station making it, and whether the whole order is ready to run.
 */
import type { KitchenTicket } from "@forkful/contracts/kitchen";

/** A dish is done for expo once ready (42) or served (59); a round once its ticket is ready (43) or served (59). */
const dishDone = (status: number | null) => status === 42 || status === 59;
const roundDone = (ticket: KitchenTicket) =>
  ticket.status === 43 || ticket.status === 59 || (ticket.items.length > 0 && ticket.items.every((item) => dishDone(item.status)));

export interface ExpoOrder {
  orderId: string;
  orderNumber: string;
  /** The order's rounds on the rail, round 1 first. */
  rounds: KitchenTicket[];
  /** How many dishes (counting quantities) are done, of how many. */
  done: number;
  total: number;
  /** Every round of it is done: the expo runs the whole order. */
  readyToRun: boolean;
  /** The earliest any of its rounds reached the kitchen. */
  receivedAt: string;
}

/** The tickets as whole orders, in the rail's order (the order of each one's first ticket). */
export function expoOrders(tickets: KitchenTicket[]): ExpoOrder[] {
  const byOrder = new Map<string, KitchenTicket[]>();
  for (const ticket of tickets) byOrder.set(ticket.orderId, [...(byOrder.get(ticket.orderId) ?? []), ticket]);
  return [...byOrder.values()].map((group) => {
    const rounds = [...group].sort((a, b) => a.sortOrder - b.sortOrder);
    const dishes = rounds.flatMap((round) => round.items.map((item) => ({ ...item, done: roundDone(round) || dishDone(item.status) })));
    const received = rounds.map((round) => round.receivedAt ?? round.placedAt).sort();
    return {
      orderId: rounds[0]!.orderId,
      orderNumber: rounds[0]!.orderNumber,
      rounds,
      done: dishes.filter((dish) => dish.done).reduce((sum, dish) => sum + dish.quantity, 0),
      total: dishes.reduce((sum, dish) => sum + dish.quantity, 0),
      readyToRun: rounds.every(roundDone),
      receivedAt: received[0]!,
    };
  });
}

/**
 * What a bump of this round does, as the server's bump allows: a tab's ready round is served (59); any other round is
 * bumped to ready (a tab's to KOT ready 43, another order's to Ready 13, leaving the rail); a served one leaves the rail.
 */
export function expoMove(ticket: KitchenTicket): "ready" | "serve" | "clear" {
  if (ticket.status === 59) return "clear";
  if (ticket.status === 43 && ticket.tableId !== null) return "serve";
  return "ready";
}

/** Whether a dish is done, as expo reads it (its own state, or its round's ticket ready or served). */
export const expoDishDone = (ticket: KitchenTicket, status: number | null) => roundDone(ticket) || dishDone(status);
