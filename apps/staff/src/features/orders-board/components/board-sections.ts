import type { Order } from "@forkful/contracts/orders";
import { isAwaitingCardPayment, isHeldForLater } from "@forkful/contracts/staff-board";

export interface BoardSections {
  /** On the board's columns. */
  open: Order[];
  /** New card orders not paid yet: shown apart, not acceptable. */
  awaitingPayment: Order[];
  /** Scheduled or event orders not due yet, soonest first. */
  later: Order[];
}

/** Where each of the restaurant's open orders goes on the board at `now`. */
export function boardSections(orders: readonly Order[], now: number): BoardSections {
  const sections: BoardSections = { open: [], awaitingPayment: [], later: [] };
  for (const order of orders) {
    if (isAwaitingCardPayment(order)) sections.awaitingPayment.push(order);
    else if (isHeldForLater(order, now)) sections.later.push(order);
    else sections.open.push(order);
  }
  sections.later.sort((a, b) => Date.parse(a.scheduledAt ?? "") - Date.parse(b.scheduledAt ?? ""));
  return sections;
}
