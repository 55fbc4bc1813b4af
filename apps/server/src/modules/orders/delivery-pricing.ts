/** A delivery's fee and distance, from the restaurant's rules and the diner's pin (the pin is the truth, issue 14). */
import { feeAfterFreeDelivery } from "@forkful/contracts/delivery-area";
import { BadRequestError } from "../../lib/domain-errors";
import { belowMinimumRefusal, deliveryRulesOf, startingFeeOf, verdictOnPin } from "../merchants/public";
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
  if (!pin) {
    const refusal = belowMinimumRefusal(location, subtotal);
    if (refusal) throw new BadRequestError(refusal);
    const rules = deliveryRulesOf(location);
    return { deliveryFee: feeAfterFreeDelivery(rules, startingFeeOf(rules), subtotal), deliveryDistanceKm: null };
  }
  const verdict = verdictOnPin(location, pin, subtotal);
  if (verdict.refusal) throw new BadRequestError(verdict.refusal);
  return { deliveryFee: verdict.deliveryFee ?? 0, deliveryDistanceKm: verdict.distanceKm };
}
