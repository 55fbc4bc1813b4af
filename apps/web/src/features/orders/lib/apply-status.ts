import type { Order, StatusEvent } from "@forkful/contracts/orders";

/** An order with a status event of its stream applied: the status, its label and the history entry (once). */
export function applyStatusEvent(order: Order, event: StatusEvent): Order {
  const seen = order.history.some((h) => h.status === event.status && h.at === event.at);
  const history = seen ? [...order.history] : [...order.history, { status: event.status, label: event.label, at: event.at }];
  history.sort((a, b) => a.at.localeCompare(b.at));
  const latest = history.at(-1)!;
  return { ...order, status: latest.status, statusLabel: latest.label, history };
}
