/**
 * POST /delivery/quote (spec §7): what delivering this cart to this pin would cost. The pickup is always the
 * restaurant's own point; the given partner is quoted, or every partner the restaurant uses, best first. The answer
 * also carries the restaurant's own verdict on the pin (the fee the diner pays, the area, the minimum).
 */
import { randomUUID } from "node:crypto";
import {
  DELIVERY_TEXTS,
  type DeliveryPartner,
  type DeliveryQuoteAnswer,
  type deliveryQuoteRequestSchema,
} from "@forkful/contracts/delivery";
import { DELIVERY_AREA_TEXTS } from "@forkful/contracts/delivery-area";
import type { z } from "zod";
import { ConflictError, NotFoundError } from "../../lib/domain-errors";
import { verdictOnPin } from "../merchants/public";
import type { LocationRow } from "./delivery.repository";
import { type DeliveryDeps, partnersOf } from "./delivery-deps";
import { bestFirst, isValidQuote, quoteAnswerOf, quotePartners } from "./partner-quotes";

export type DeliveryQuoteRequest = z.output<typeof deliveryQuoteRequestSchema>;

/** The restaurant that delivers, or 404 / 409. */
export async function deliveringLocation(deps: Pick<DeliveryDeps, "deliveries">, locationId: number): Promise<LocationRow> {
  const found = await deps.deliveries.location(locationId);
  if (!found) throw new NotFoundError(DELIVERY_TEXTS.noSuchRestaurant);
  if (!found.location.delivery || !found.takesDelivery) throw new ConflictError(DELIVERY_AREA_TEXTS.noDelivery(found.location.branchName));
  return found.location;
}

/** The partners to quote: the one asked for (if the restaurant uses it), else all the restaurant uses. */
function partnersToQuote(deps: Pick<DeliveryDeps, "partners">, location: LocationRow, asked: DeliveryPartner | undefined) {
  const used = partnersOf(deps, location.locationDeliveryProviders);
  if (!asked) return used;
  const chosen = used.filter((api) => api.partner === asked);
  if (chosen.length === 0) throw new ConflictError(DELIVERY_TEXTS.partnerNotUsed);
  return chosen;
}

export async function quoteDelivery(
  deps: Pick<DeliveryDeps, "deliveries" | "partners" | "clock">,
  request: DeliveryQuoteRequest,
): Promise<DeliveryQuoteAnswer> {
  const location = await deliveringLocation(deps, request.locationId);
  const apis = partnersToQuote(deps, location, request.deliveryProviderId);
  if (apis.length === 0) throw new ConflictError(DELIVERY_TEXTS.noPartner);
  const { dropDetails: drop, pickupDetails: pickup } = request;
  const quotes = await quotePartners(apis, {
    reference: `quote:${randomUUID()}`,
    pickup: {
      lat: location.lat,
      lng: location.lng,
      address: location.address,
      name: pickup?.name || location.branchName,
      phone: location.phoneNumber,
    },
    dropoff: {
      lat: drop.lat,
      lng: drop.lng,
      address: drop.address ?? "",
      name: request.receiverDetails?.name || drop.name || "",
      phone: request.receiverDetails?.phone || drop.phone || null,
    },
    orderValue: request.subtotal ?? 0,
    currency: location.currency,
    tip: request.tip,
  });
  const ranked = bestFirst(quotes);
  const [best] = ranked;
  if (!best || !isValidQuote(best))
    throw new ConflictError(request.deliveryProviderId ? DELIVERY_TEXTS.quoteInvalid : DELIVERY_TEXTS.noPartner);
  const now = deps.clock();
  const verdict = verdictOnPin(location, drop, request.subtotal);
  return {
    ...quoteAnswerOf(best, location.currency, now),
    deliveryFee: verdict.deliveryFee,
    distanceKm: verdict.distanceKm,
    inArea: verdict.deliverable,
    minimumOrder: verdict.minimumOrder,
    refusal: verdict.refusal,
    quotes: ranked.map((quote) => quoteAnswerOf(quote, location.currency, now)),
  };
}
