import type { OfferApplyRequest } from "@forkful/contracts/coupons";
import { MESSAGES } from "@forkful/contracts/messages";
import type { Order } from "@forkful/contracts/orders";
import { useState } from "react";
import { useApplyItemOffers } from "../api/apply-item-offers";
import { useRemoveItemOffers } from "../api/remove-item-offers";
import { applyPayloadFor } from "../lib/item-offers";

const isWhole = (payload: OfferApplyRequest | Record<string, never>): payload is OfferApplyRequest => "offerIds" in payload;

export const SIGN_IN_FOR_OFFERS = MESSAGES.signInForOffers;

/** Applying an item offer to the order (the payload from offerApplyPayload() only; an empty one is never sent), or removing one. */
export function useApplyOffer({ order, customerId }: { order: Order; customerId: string | null }) {
  const { mutateAsync: applyItemOffers } = useApplyItemOffers();
  const { mutateAsync: removeItemOffers } = useRemoveItemOffers();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function apply(offerId: number) {
    if (pendingId !== null) return;
    const payload = applyPayloadFor(order, offerId, customerId);
    if (!isWhole(payload)) {
      setError(SIGN_IN_FOR_OFFERS);
      return;
    }
    setPendingId(offerId);
    setError(null);
    try {
      const result = await applyItemOffers(payload);
      if (!result.ok) setError(result.message || "The offer could not be applied.");
    } catch {
      setError(MESSAGES.offerApplyFailed);
    } finally {
      setPendingId(null);
    }
  }

  async function remove(offerId: number) {
    if (pendingId !== null || !customerId) return;
    setPendingId(offerId);
    setError(null);
    try {
      const result = await removeItemOffers({ customerId, offerIds: [offerId], orderId: order.orderId });
      if (!result.ok) setError(result.message || MESSAGES.offerApplyFailed);
    } catch {
      setError(MESSAGES.offerApplyFailed);
    } finally {
      setPendingId(null);
    }
  }

  return { apply, remove, pendingId, error };
}
