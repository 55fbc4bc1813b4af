/** When an item offer is open. Pure. What it takes off is `itemOfferDiscount` in contracts (the payment page shows it). */
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
