/**
 * A table's state on the host stand's floor plan, from its party and its tab (a rule of the floor, decided here once):
 * the tab says more than the booking, so an open tab is ordering, eating or paying whoever is marked at the table.
 */
import { OrderStatus } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import type { TableState } from "@forkful/contracts/staff-tables";

export interface TableAtHand {
  /** The party notified for the table or seated at it. */
  party: { status: "Notified" | "Seated" | string } | null;
  /** The table's open tab, else the seated party's own tab (paid or cancelled), else none. */
  tab: (Pick<Order, "status" | "payment"> & { tab: NonNullable<Order["tab"]> }) | null;
}

const PAYMENT_UNDER_WAY: readonly string[] = ["started", "authorizing", "authorized", "collecting", "awaiting_payer", "at_location"];
const CANCELLED: readonly number[] = [OrderStatus.CancelledByCustomer, OrderStatus.CancelledByMerchant];

function stateOfLiveTab(order: NonNullable<TableAtHand["tab"]>): TableState {
  if (order.tab.state === "settling" || order.tab.splits.some((part) => part.state === "paid")) return "paying";
  if (order.payment && PAYMENT_UNDER_WAY.includes(order.payment.state)) return "paying";
  const rounds = order.tab.rounds.filter((round) => round.state !== "voided");
  if (rounds.length > 0 && rounds.every((round) => round.state === "served")) return "eating";
  return "ordering";
}

export function tableStateOf({ party, tab }: TableAtHand): TableState {
  if (tab && tab.tab.state !== "closed") return stateOfLiveTab(tab);
  const paidAndClosed = tab !== null && !CANCELLED.includes(tab.status);
  if (party?.status === "Seated") return paidAndClosed ? "clearing" : "seated";
  if (party?.status === "Notified") return "held";
  return "free";
}
