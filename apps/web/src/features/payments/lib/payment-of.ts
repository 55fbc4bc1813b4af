import type { Order } from "@forkful/contracts/orders";

/** The live payment the page follows: the order's own, or that of one part of its split bill (splitId). */
export function paymentOf(order: Pick<Order, "payment" | "tab">, splitId: string | null | undefined): Order["payment"] {
  if (!splitId) return order.payment;
  return order.tab?.splits.find((split) => split.splitId === splitId)?.payment ?? null;
}

/** The session-storage name of a payment's idempotency keys: one set per order, and one per part of its bill. */
export const paymentKeysName = (orderId: string, splitId: string | null | undefined) => (splitId ? `${orderId}:${splitId}` : orderId);
