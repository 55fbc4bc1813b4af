/** A delivery's fee and distance, from the restaurant's rules and the diner's pin (the pin is the truth, issue 14). */
import { deliveryVerdict } from "@forkful/contracts/delivery-area";
import { BadRequestError } from "../../lib/domain-errors";
import { deliveryRefusal, deliveryRulesOf, startingFeeOf } from "../merchants/public";
import type { LocationRow } from "./orders.repository";

export interface DeliveryPrice {
  deliveryFee: number;
  deliveryDistanceKm: number | null;
}

/**
 * The fee this subtotal pays for a delivery to the pin: its distance band's (or the flat fee), nothing above free
 * delivery. Outside the area, or at a restaurant that does not deliver, a 400 with the words the diner read before
 * checkout. Without a pin (a cart priced before its address is chosen) the fee the restaurant starts from.
 */
export function priceDelivery(location: LocationRow, subtotal: number, pin?: { lat: number; lng: number }): DeliveryPrice {
  const rules = deliveryRulesOf(location);
  if (!pin) {
    const free = rules.freeDeliveryAbove !== null && subtotal >= rules.freeDeliveryAbove;
    assertMinimum(location, subtotal);
    return { deliveryFee: free ? 0 : startingFeeOf(rules), deliveryDistanceKm: null };
  }
  const verdict = deliveryVerdict(rules, pin);
  const refusal = deliveryRefusal(location, verdict);
  if (refusal) throw new BadRequestError(refusal);
  assertMinimum(location, subtotal);
  return { deliveryFee: verdict.feeForSubtotal(subtotal) ?? 0, deliveryDistanceKm: verdict.distanceKm };
}

function assertMinimum(location: LocationRow, subtotal: number): void {
  const { minimumOrder } = location.deliverySettings;
  if (subtotal < minimumOrder) throw new BadRequestError(`Delivery needs an order of at least ${minimumOrder / 100} ${location.currency}`);
}
