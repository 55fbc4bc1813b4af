import type { Order } from "@forkful/contracts/orders";
import { useEffect } from "react";
import { bestOffer, type ShownOffer } from "../lib/item-offers";

/** Once per order and tab: a diner who removes the offer applied for them does not get it back on a reload. */
const tried = (orderId: string) => `forkful:best-offer-applied:${orderId}`;

/**
 * Applies the order's best item offer by itself, as the delivery apps do, once: when the diner is signed in, the
 * offers are known, none is applied and nothing is locked. The diner may remove it.
 */
export function useBestOffer(
  order: Pick<Order, "orderId">,
  shown: readonly ShownOffer[],
  options: { enabled: boolean; apply: (offerId: number) => Promise<void> },
) {
  const best = options.enabled ? bestOffer(shown) : null;
  const bestId = best?.offerId ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly found best offer is applied
  useEffect(() => {
    if (bestId === null || sessionStorage.getItem(tried(order.orderId))) return;
    sessionStorage.setItem(tried(order.orderId), "1");
    void options.apply(bestId);
  }, [bestId, order.orderId]);
}
