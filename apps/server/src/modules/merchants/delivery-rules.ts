/**
 * A restaurant's delivery rules read from its location (issue 14): where it delivers and what it charges, as the one
 * verdict of contracts/delivery-area.ts takes them. Read by the restaurant answer, the cart's distance check, pricing
 * and placing an order, and the delivery module's quote, so all say the same.
 */
import type { Currency } from "@forkful/contracts/constants";
import {
  DELIVERY_AREA_TEXTS,
  type DeliveryRules,
  type DeliveryVerdict,
  deliveryVerdict,
  type FeeBand,
  reachKm,
} from "@forkful/contracts/delivery-area";
import { formatDistance } from "@forkful/contracts/distance";
import { formatMoney } from "@forkful/contracts/money";

/** The location fields the rules are read from (a merchant_locations row has them all). */
export interface DeliveryPlace {
  branchName: string;
  country: string;
  currency: Currency;
  delivery: boolean;
  lat: number;
  lng: number;
  deliveryKmRadius: number;
  deliveryArea: { kind: "polygon"; points: [number, number][] } | null;
  deliveryFeeBands: FeeBand[];
  deliverySettings: { minimumOrder: number; deliveryFee: number; freeDeliveryAbove: number | null };
}

type RulesPlace = Pick<DeliveryPlace, "lat" | "lng" | "deliveryKmRadius" | "deliveryArea" | "deliveryFeeBands" | "deliverySettings">;

export function deliveryRulesOf(place: RulesPlace): DeliveryRules {
  const settings = place.deliverySettings;
  return {
    origin: { lat: place.lat, lng: place.lng },
    area: place.deliveryArea ?? { kind: "radius", km: place.deliveryKmRadius },
    feeBands: [...place.deliveryFeeBands].sort((a, b) => a.upToKm - b.upToKm),
    flatFee: settings.deliveryFee,
    minimumOrder: settings.minimumOrder,
    freeDeliveryAbove: settings.freeDeliveryAbove,
  };
}

/** The fee a restaurant starts from, before a pin is known: the flat fee, or its nearest band's. */
export function startingFeeOf(rules: DeliveryRules): number {
  return rules.feeBands[0]?.fee ?? rules.flatFee;
}

/** A cart short of the restaurant's minimum for delivery, in the diner's words; null when it is enough. */
export function belowMinimumRefusal(place: Pick<DeliveryPlace, "currency" | "deliverySettings">, subtotal: number): string | null {
  const { minimumOrder } = place.deliverySettings;
  return subtotal < minimumOrder ? DELIVERY_AREA_TEXTS.belowMinimum(formatMoney(minimumOrder, place.currency)) : null;
}

/**
 * Why a delivery to this point cannot be placed, in the diner's words (how far and what to do), or null. With a
 * subtotal, a cart short of the minimum is refused too.
 */
export function deliveryRefusal(place: DeliveryPlace, verdict: DeliveryVerdict, subtotal?: number): string | null {
  if (!place.delivery) return DELIVERY_AREA_TEXTS.noDelivery(place.branchName);
  const rules = deliveryRulesOf(place);
  const distance = formatDistance(verdict.distanceKm, place.country);
  if (!verdict.inArea) {
    return rules.area.kind === "polygon"
      ? DELIVERY_AREA_TEXTS.outsidePolygon(distance, place.branchName)
      : DELIVERY_AREA_TEXTS.outside(distance, formatDistance(reachKm(rules), place.country), place.branchName);
  }
  return subtotal === undefined ? null : belowMinimumRefusal(place, subtotal);
}

/** The restaurant's word on a diner's pin as the diner reads it: getDistance/v2, a delivery quote, and pricing. */
export interface PinVerdict {
  distanceKm: number;
  deliverable: boolean;
  /** How far the restaurant reaches: its radius, or its drawn area's farthest corner. */
  reachKm: number;
  /** The fee for this distance (for this subtotal, when given); null when it cannot be delivered. */
  deliveryFee: number | null;
  minimumOrder: number;
  refusal: string | null;
}

export function verdictOnPin(place: DeliveryPlace, pin: { lat: number; lng: number }, subtotal?: number): PinVerdict {
  const rules = deliveryRulesOf(place);
  const verdict = deliveryVerdict(rules, pin);
  const deliverable = place.delivery && verdict.inArea;
  return {
    distanceKm: verdict.distanceKm,
    deliverable,
    reachKm: reachKm(rules),
    deliveryFee: !deliverable ? null : subtotal === undefined ? verdict.deliveryFee : verdict.feeForSubtotal(subtotal),
    minimumOrder: verdict.minimumOrder,
    refusal: deliveryRefusal(place, verdict, subtotal),
  };
}
