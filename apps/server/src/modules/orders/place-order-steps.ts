/** The steps of placing an order: when it is for, what it takes (slot, stock, wallet), and the rows it becomes. */

import { OrderStatus } from "@forkful/contracts/order-status";
import type { CreateOrderRequest } from "@forkful/contracts/orders";
import { paymentDueAfter } from "@forkful/contracts/unpaid-orders";
import { BadRequestError, ConflictError } from "../../lib/domain-errors";
import { spendFromWallet } from "../customers/public";
import { takeStock } from "../menu/public";
import { fromWallClock, localDateOf } from "../merchants/public";
import { stockMessage } from "./order-pricing";
import type { Quote } from "./order-quote";
import { asapAvailable, orderSlots } from "./order-scheduling";
import type { Executor, NewOrderLine, NewOrderRow, OrderPlace, OrdersRepository } from "./orders.repository";
import { slotRulesFor } from "./slot-rules";

export const WALLET_CHANGED = "Your wallet balance has changed. Review your order.";

export interface OrderSchedule {
  scheduledAt: Date | null;
  slotLabel: string | null;
}

/** The instant the order should be ready, checked against the restaurant's hours and the event's slots. */
export function scheduleOf(request: CreateOrderRequest, quote: Quote, now: Date): OrderSchedule {
  const { location } = quote;
  if (quote.event) {
    const slot = quote.event.slots.find((s) => s.id === request.eventSlotId);
    if (!slot) throw new BadRequestError("Choose one of the event's slots");
    const wall = Date.parse(`${quote.event.event.eventDate}T${slot.startsAt}:00Z`);
    const startsAt = fromWallClock(wall, location.timeZoneCd);
    if (startsAt.getTime() < now.getTime() + location.defaultPickUpEta * 60_000)
      throw new BadRequestError(`${slot.label} has already begun. Choose a later slot.`);
    return { scheduledAt: startsAt, slotLabel: slot.label };
  }
  const rules = slotRulesFor(location, request.orderType, now);
  if (request.orderTimeASAP) {
    if (!asapAvailable(rules)) throw new BadRequestError(`${location.branchName} is not taking orders for now. Choose a later time.`);
    return { scheduledAt: null, slotLabel: null };
  }
  const wanted = request.scheduledAt ? new Date(request.scheduledAt).toISOString() : null;
  const slot = orderSlots(rules).find((s) => s.startsAt === wanted);
  if (!slot) throw new BadRequestError("That time is not available. Choose another.");
  return { scheduledAt: new Date(slot.startsAt), slotLabel: null };
}

/** Inside the placing transaction: a seat in the event slot, the dishes' stock and the wallet money, or a 409. */
export async function reserveForOrder(orders: OrdersRepository, tx: Executor, request: CreateOrderRequest, quote: Quote): Promise<void> {
  if (request.eventSlotId && quote.event) {
    const slot = quote.event.slots.find((x) => x.id === request.eventSlotId)!;
    if ((await orders.lockAndCountSlot(tx, slot.id)) >= slot.capacity)
      throw new ConflictError(`${slot.label} is full. Choose another slot.`);
  }
  const tracked = quote.lines.filter((line) => quote.trackedItemIds.has(line.itemId));
  const short = await takeStock(tx, quote.location.id, tracked);
  if (short) throw new ConflictError(stockMessage(quote.lines.find((l) => l.itemId === short.itemId)!.itemName, short.left));
  if (quote.customerId && !(await spendFromWallet(tx, quote.customerId, quote.totals.walletRedeemed))) {
    throw new ConflictError(WALLET_CHANGED);
  }
}

/** The order's row as it is stored. */
export function orderRowOf(
  ids: { orderId: string; orderNumber: number; requestHash: string },
  request: CreateOrderRequest,
  quote: Quote,
  { scheduledAt, slotLabel }: OrderSchedule,
  now: Date,
): NewOrderRow {
  const { location, totals } = quote;
  const etaMinutes = request.orderType === "delivery" ? location.defaultDeliveryEta : location.defaultPickUpEta;
  return {
    id: ids.orderId,
    orderNumber: String(ids.orderNumber),
    idempotencyKey: request.idempotencyKey,
    requestHash: ids.requestHash,
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
    orderTimeAsap: scheduledAt === null,
    scheduledAt,
    eventSlug: quote.event?.event.eventSlug ?? null,
    eventSlotId: request.eventSlotId ?? null,
    eventSlotLabel: slotLabel,
    tableId: request.tableId ?? null,
    address: request.address ?? null,
    deliveryDistanceKm: quote.deliveryDistanceKm,
    comment: request.comment ?? null,
    orderInstruction: request.orderInstruction ?? null,
    deliveryInstruction: request.deliveryInstruction ?? null,
    orderDate: localDateOf(now, location.timeZoneCd),
    etaAt: scheduledAt ?? new Date(now.getTime() + etaMinutes * 60_000),
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
