/** What an item offer takes off: buy one get one free, or a percentage off the item. Pure. */
import { applyBasisPoints } from "@forkful/contracts/money";

export interface OfferTerms {
  offerType: "BOGO" | "PERCENT_OFF";
  /** PERCENT_OFF: basis points */
  percentOff: number | null;
  orderTypes: string[] | null;
  startsAt: Date | null;
  expiresAt: Date | null;
}

export function offerIsOpen(offer: OfferTerms, orderType: string, now: Date): boolean {
  if (offer.startsAt && offer.startsAt.getTime() > now.getTime()) return false;
  if (offer.expiresAt && offer.expiresAt.getTime() <= now.getTime()) return false;
  return !offer.orderTypes || offer.orderTypes.includes(orderType);
}

/** The discount on the lines of the offer's item: each line is { quantity, subtotal } (subtotal = unit price × quantity). */
export function offerDiscount(offer: OfferTerms, lines: { quantity: number; subtotal: number }[]): number {
  const quantity = lines.reduce((sum, l) => sum + l.quantity, 0);
  if (quantity === 0) return 0;
  if (offer.offerType === "PERCENT_OFF")
    return applyBasisPoints(
      lines.reduce((sum, l) => sum + l.subtotal, 0),
      offer.percentOff ?? 0,
    );
  // Every second unit is free, the cheapest units first (options can make units of one item cost differently).
  const units = lines.flatMap((l) => Array.from({ length: l.quantity }, () => Math.round(l.subtotal / l.quantity))).sort((a, b) => a - b);
  return units.slice(0, Math.floor(quantity / 2)).reduce((sum, price) => sum + price, 0);
}
