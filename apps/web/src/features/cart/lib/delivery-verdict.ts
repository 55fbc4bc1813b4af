/**
 * What the checkout says about the chosen delivery address, from POST /order/getDistance/v2: how far it is and the
 * fee, or why the restaurant cannot deliver there (the server's refusal: how far, and what to do).
 */
import type { DistanceAnswer } from "@forkful/contracts/cart-checks";
import type { Currency } from "@forkful/contracts/constants";
import { DELIVERY_AREA_TEXTS } from "@forkful/contracts/delivery-area";
import { formatDistance } from "@forkful/contracts/distance";
import { formatMoney } from "@forkful/contracts/money";

export type DeliveryVerdictView =
  | { kind: "none" }
  | { kind: "checking" }
  /** The check could not be made: the order is checked again when it is placed. */
  | { kind: "unknown" }
  | { kind: "refused"; text: string }
  | { kind: "delivers"; distance: string; fee: string };

export interface VerdictContext {
  country: string;
  currency: Currency;
  branchName: string;
}

export interface VerdictQuery {
  answer: DistanceAnswer | undefined;
  /** The answer on screen is of an earlier address (a new one is being checked). */
  stale: boolean;
  failed: boolean;
}

export function deliveryVerdictView({ answer, stale, failed }: VerdictQuery, context: VerdictContext): DeliveryVerdictView {
  if (failed) return { kind: "unknown" };
  if (!answer || stale) return { kind: "checking" };
  const distance = formatDistance(answer.distanceKm, context.country);
  if (answer.refusal) return { kind: "refused", text: answer.refusal };
  if (!answer.deliverable || answer.deliveryFee === null) {
    const reach = formatDistance(answer.deliveryKMRadius, context.country);
    return { kind: "refused", text: DELIVERY_AREA_TEXTS.outside(distance, reach, context.branchName) };
  }
  const fee = answer.deliveryFee === 0 ? "Free delivery" : `Delivery fee ${formatMoney(answer.deliveryFee, context.currency)}`;
  return { kind: "delivers", distance, fee };
}

/** "2.1 km away · Delivery fee $1.99" */
export const deliversText = (verdict: Extract<DeliveryVerdictView, { kind: "delivers" }>) => `${verdict.distance} away · ${verdict.fee}`;

/** Place order waits for the verdict and stays off while the address is refused. */
export const verdictBlocks = (verdict: DeliveryVerdictView) => verdict.kind === "refused" || verdict.kind === "checking";
