/** Item offers of an order (spec §4 "Item offer: check, then apply to an order"; §5 the apply payload). */
import type { ItemOffer } from "@forkful/contracts/coupons";
import { itemOfferDiscount, itemOfferTerms, offerApplyPayload } from "@forkful/contracts/coupons";
import type { Order } from "@forkful/contracts/orders";
import type { OfferCheckInput } from "../api/check-item-offers";

/** One check per dish of the order, at the quantity ordered (a dish on two lines counts once, both quantities). */
export function offerChecksOf(order: Pick<Order, "locationId" | "orderType" | "items">, customerId: string | null): OfferCheckInput[] {
  const quantities = new Map<number, number>();
  for (const line of order.items) quantities.set(line.itemId, (quantities.get(line.itemId) ?? 0) + line.quantity);
  return [...quantities].map(([itemId, quantity]) => ({
    locationId: order.locationId,
    customerId,
    orderType: order.orderType,
    itemId,
    quantity: Math.min(quantity, 99),
  }));
}

export interface ShownOffer extends ItemOffer {
  itemName: string;
  applied: boolean;
}

/**
 * What the offer takes off the order's lines of its dish, options included (the check prices the dish alone, and a
 * larger size costs more); the check's figure when the order has no such line.
 */
function onTheseLines(offer: ItemOffer, lines: readonly { quantity: number; subtotal: number }[]): number {
  if (lines.length === 0) return offer.discountAmount;
  return itemOfferDiscount(itemOfferTerms(offer), lines);
}

/** The offers worth showing: each once, those that take something off the order's lines, or already applied. */
export function shownOffers(order: Pick<Order, "items" | "offers">, answers: readonly (readonly ItemOffer[] | undefined)[]): ShownOffer[] {
  const applied = new Set(order.offers.map((o) => o.offerId));
  const seen = new Set<number>();
  const shown: ShownOffer[] = [];
  for (const offers of answers) {
    for (const offer of offers ?? []) {
      if (seen.has(offer.offerId)) continue;
      const lines = order.items.filter((line) => line.itemId === offer.itemId);
      const discountAmount = onTheseLines(offer, lines);
      if (discountAmount <= 0 && !applied.has(offer.offerId)) continue;
      seen.add(offer.offerId);
      shown.push({ ...offer, discountAmount, itemName: lines[0]?.itemName ?? "", applied: applied.has(offer.offerId) });
    }
  }
  return shown;
}

/** The apply payload for `offerId` on top of those applied; empty (not to be sent) when a field is missing. */
export function applyPayloadFor(order: Pick<Order, "orderId" | "offers" | "totals">, offerId: number, customerId: string | null) {
  const offerIds = [...new Set([...order.offers.map((o) => o.offerId), offerId])];
  return offerApplyPayload({ customerId: customerId ?? undefined, offerIds, orderId: order.orderId, orderAmount: order.totals.subtotal });
}

/** The offer applied for the diner when none is: the one that takes the most off (none when one is applied already). */
export function bestOffer(shown: readonly ShownOffer[]): ShownOffer | null {
  if (shown.some((offer) => offer.applied)) return null;
  return shown.reduce<ShownOffer | null>((best, offer) => (offer.discountAmount > (best?.discountAmount ?? 0) ? offer : best), null);
}
