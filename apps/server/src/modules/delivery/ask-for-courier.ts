/**
 * Asking for a courier (issue 14): once the restaurant accepts a delivery order, and again when a partner cancels.
 * Every partner the restaurant uses and has not tried for this order is quoted; the cheapest valid quote is accepted
 * and kept as the next attempt. A partner refusing to book is an attempt too (cancelled, with its reason), so the next
 * one is asked; when nobody is left the last attempt says no partner could take it. One courier at a time: a live
 * attempt means there is nothing to do, and the one-live index refuses a second booking made at the same moment.
 */
import { addressText } from "@forkful/contracts/addresses";
import { DELIVERY_TEXTS } from "@forkful/contracts/delivery";
import { isCancelledOrder } from "@forkful/contracts/order-status";
import type { QuoteRequest } from "../../integrations/delivery/delivery-partner";
import { type OrderRecord, orderRecord } from "../orders/public";
import type { DeliveryRow, LocationRow } from "./delivery.repository";
import { type DeliveryDeps, partnersOf } from "./delivery-deps";
import { bestFirst, isValidQuote, quotePartners, type ValidQuote } from "./partner-quotes";
import { publishOrderNow } from "./publish-delivery";

type AskDeps = Pick<DeliveryDeps, "deliveries" | "db" | "partners" | "clock" | "events" | "log">;

function quoteRequestFor({ order }: OrderRecord, location: LocationRow, attempt: number): QuoteRequest {
  const address = order.address!;
  return {
    reference: `${order.id}:${attempt}`,
    pickup: { lat: location.lat, lng: location.lng, address: location.address, name: location.branchName, phone: location.phoneNumber },
    dropoff: {
      lat: address.lat,
      lng: address.lng,
      address: addressText(address),
      name: order.fullName,
      phone: order.phone,
      instructions: order.deliveryInstruction,
    },
    orderValue: order.subtotal,
    currency: location.currency,
    tip: Math.floor(order.tip),
  };
}

/** Books the quote; a partner that throws counts as refusing. */
async function book(quote: ValidQuote) {
  try {
    return await quote.api.accept(quote.result.quoteId);
  } catch (error) {
    return { ok: false as const, reason: error instanceof Error ? error.message : String(error) };
  }
}

export async function askForCourier(deps: AskDeps, orderId: string): Promise<void> {
  const record = await orderRecord(deps.db, orderId);
  if (record?.order.orderType !== "delivery" || !record.order.address || isCancelledOrder(record.order.status)) return;
  const attempts = await deps.deliveries.attemptsOf(orderId);
  if (attempts.some((row) => row.state !== "cancelled")) return;
  const found = await deps.deliveries.location(record.order.locationId);
  if (!found) return;
  const tried = new Set(attempts.map((row) => row.partner));
  const untried = partnersOf(deps, found.location.locationDeliveryProviders).filter((api) => !tried.has(api.partner));
  let attempt = (attempts[0]?.attempt ?? 0) + 1;
  const quotes = bestFirst(await quotePartners(untried, quoteRequestFor(record, found.location, attempt))).filter(isValidQuote);
  let latest: DeliveryRow | undefined = attempts[0];
  for (const quote of quotes) {
    const now = deps.clock();
    const base = { orderId, attempt, partner: quote.api.partner, currency: quote.result.currency, createdAt: now, updatedAt: now };
    const booked = await book(quote);
    if (booked.ok) {
      const { delivery } = booked;
      const row = await deps.deliveries
        .insert({
          ...base,
          externalId: delivery.externalId,
          state: delivery.state,
          fee: booked.fee,
          runnerName: delivery.courier?.name ?? null,
          runnerPhone: delivery.courier?.phone ?? null,
          runnerVehicle: delivery.courier?.vehicle ?? null,
          deliveryStaffId: delivery.courier?.staffId ?? null,
          trackingUrl: delivery.trackingUrl,
          etaAt: delivery.dropoffEta,
        })
        .catch(async (error: unknown) => {
          // Someone else booked a courier for this order meanwhile: this one is not needed.
          deps.log.warn({ err: error, orderId }, "a second courier was booked for an order; cancelling it");
          await quote.api.cancel(delivery.externalId, "Booked twice").catch(() => undefined);
          return null;
        });
      if (row) await publishOrderNow(deps, record.order.id);
      return;
    }
    latest = await deps.deliveries.insert({
      ...base,
      externalId: quote.result.quoteId,
      state: "cancelled",
      fee: quote.result.fee,
      failure: booked.reason,
    });
    attempt += 1;
  }
  await giveUp(deps, record, latest, untried[0]?.partner ?? null, attempt);
}

/** Nobody can take it: the last attempt (or a first one, if no partner would even quote) says so. */
async function giveUp(deps: AskDeps, record: OrderRecord, latest: DeliveryRow | undefined, firstAsked: string | null, attempt: number) {
  const now = deps.clock();
  if (latest) await deps.deliveries.update(latest.id, { failure: DELIVERY_TEXTS.noPartner, updatedAt: now });
  else if (firstAsked) {
    await deps.deliveries.insert({
      orderId: record.order.id,
      attempt,
      partner: firstAsked,
      externalId: `refused:${record.order.id}`,
      state: "cancelled",
      fee: 0,
      currency: record.order.currency,
      failure: DELIVERY_TEXTS.noPartner,
      createdAt: now,
      updatedAt: now,
    });
  } else deps.log.warn({ orderId: record.order.id }, "a delivery order's restaurant uses no courier partner this server has");
  await publishOrderNow(deps, record.order.id);
}
