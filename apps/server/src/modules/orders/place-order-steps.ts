/** The steps of placing an order: whether its price still holds, when it is for, and the rows it becomes. */

import { OrderStatus } from "@forkful/contracts/order-status";
import type { CreateOrderRequest } from "@forkful/contracts/orders";
import { REFUSALS, type RefusalCode } from "@forkful/contracts/refusals";
import { paymentDueAfter } from "@forkful/contracts/unpaid-orders";
import { ConflictError } from "../../lib/domain-errors";
import { localDateOf } from "../merchants/public";
import type { Quote } from "./order-quote";
import { type ScheduleColumns, scheduleColumnsOf } from "./order-schedule";
import type { NewOrderLine, NewOrderRow, OrderPlace } from "./orders.repository";

export const WALLET_CHANGED = REFUSALS.WALLET_CHANGED;

/** The refusals of a request that lost a race to another with its key (for stock, a slot, the wallet or a coupon). */
export const LOST_RACE_REFUSALS: RefusalCode[] = ["STOCK_GONE", "SLOT_FULL", "WALLET_CHANGED", "COUPON_CHANGED", "COUPON_REFUSED"];

/** What placing a priced order writes, gathered before its transaction: its row (all but its id and number), lines and place. */
export interface OrderDraft {
  row: Omit<NewOrderRow, "id" | "orderNumber">;
  lines: NewOrderLine[];
  place: OrderPlace;
}

/**
 * The priced order, checked and made into what is stored: refused (409) when the wallet or the typed coupon changed
 * since the diner saw the totals, or (400) for a time the restaurant does not take.
 */
export function orderDraftOf(request: CreateOrderRequest, quote: Quote, requestHash: string, now: Date): OrderDraft {
  const wantedFromWallet = Math.min(request.redeemWallet, quote.totals.total + quote.totals.walletRedeemed);
  if (quote.totals.walletRedeemed < wantedFromWallet) throw new ConflictError(WALLET_CHANGED);
  if (quote.couponRefusal !== null) throw new ConflictError(quote.couponRefusal);
  const row = orderRowOf(requestHash, request, quote, now);
  const lines = orderLinesOf(quote);
  const place = placeOf(quote);
  return { row: { ...row, ...scheduleColumnsOf(request, quote, now) }, lines, place };
}

/** The order's row as it is stored, but for its id, number and schedule. */
export function orderRowOf(
  requestHash: string,
  request: CreateOrderRequest,
  quote: Quote,
  now: Date,
): Omit<NewOrderRow, "id" | "orderNumber" | keyof ScheduleColumns> {
  const { location, totals } = quote;
  return {
    idempotencyKey: request.idempotencyKey,
    requestHash,
    locationId: location.id,
    orderType: request.orderType,
    orderTypeId: quote.orderTypeId,
    status: OrderStatus.Created,
    customerId: quote.customerId,
    fullName: request.fullName,
    phone: request.phone,
    email: request.email ?? null,
    currency: location.currency,
    subtotal: totals.subtotal,
    tax: totals.tax,
    deliveryFee: totals.deliveryFee,
    tip: totals.tip,
    tipType: request.tip?.tipType ?? "FLATFEE",
    discount: totals.discount,
    walletRedeemed: totals.walletRedeemed,
    total: totals.total,
    eventSlug: quote.event?.event.eventSlug ?? null,
    eventSlotId: request.eventSlotId ?? null,
    tableId: request.tableId ?? null,
    address: request.address ?? null,
    deliveryDistanceKm: quote.deliveryDistanceKm,
    comment: request.comment ?? null,
    orderInstruction: request.orderInstruction ?? null,
    deliveryInstruction: request.deliveryInstruction ?? null,
    orderDate: localDateOf(now, location.timeZoneCd),
    deviceId: request.deviceId ?? null,
    staffId: request.staffId ?? null,
    createdAt: now,
    updatedAt: now,
    paymentDueAt: paymentDueAfter(now),
  };
}

/** The order's lines as they are stored, in cart order. */
export function orderLinesOf(quote: Quote): NewOrderLine[] {
  return quote.lines.map((line, i) => ({
    itemId: line.itemId,
    itemName: line.itemName,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    options: line.options,
    subtotal: line.subtotal,
    taxRate: line.taxRate,
    comment: line.comment,
    sortOrder: i,
  }));
}

/** The restaurant as the placed order shows it. */
export function placeOf(quote: Quote): OrderPlace {
  const { location } = quote;
  return {
    slug: location.locationSlug,
    merchantType: quote.merchantType,
    branchName: location.branchName,
    phoneNumber: location.phoneNumber,
    timeZone: location.timeZoneCd,
    lat: location.lat,
    lng: location.lng,
  };
}
