import type { Order } from "@forkful/contracts/orders";
import type { Split } from "@forkful/contracts/tabs";

/**
 * The part of a tab's bill an order answer is about: the one its splitId names (…/e/splitId/{splitId}), or the one
 * its payment pays (…/e/transactionId/{transactionId}); null for the whole order.
 */
export function splitOfOrder(order: Pick<Order, "tab" | "splitId" | "payment">): Split | null {
  const splitId = order.splitId ?? order.payment?.splitId ?? null;
  if (!splitId) return null;
  return order.tab?.splits.find((split) => split.splitId === splitId) ?? null;
}
