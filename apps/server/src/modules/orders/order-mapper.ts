import type { OrderLateness } from "@forkful/contracts/late-orders";
import { OrderStatus, orderLabel, orderStatusText } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import { kitchenItemWord } from "@forkful/contracts/tabs";
import { paymentIsSettled, RELEASABLE_ORDER_STATUSES } from "@forkful/contracts/unpaid-orders";
import { toDeliveryFields } from "./delivery-mapper";
import type { OrderRecord, OrderRow } from "./orders.repository";
import { dinerNameOf, livePaymentOf, toTabDto } from "./tab-mapper";

/** When the order will be released unless paid: only while it waits unpaid (not to be paid at the restaurant). */
function paymentDueAt(o: OrderRow): string | null {
  if (!o.paymentDueAt || !RELEASABLE_ORDER_STATUSES.includes(o.status) || paymentIsSettled(o)) return null;
  return o.paymentDueAt.toISOString();
}

/** Why the restaurant cancelled the order: the reason its cancel recorded (null when it was not cancelled by it). */
export function cancelReasonOf(record: Pick<OrderRecord, "order" | "history">): string | null {
  if (record.order.status !== OrderStatus.CancelledByMerchant) return null;
  return record.history.findLast((h) => h.status === OrderStatus.CancelledByMerchant)?.reason ?? null;
}

/** The order as the API shows it; `viewerId` is the customer reading it (a tab shows them their place at the table). */
export function toOrderDto(record: OrderRecord, viewerId: string | null = null): Order {
  const { order: o, items, history, place, payments, coupon, offers } = record;
  return {
    orderId: o.id,
    orderNumber: o.orderNumber,
    locationId: o.locationId,
    locationSlug: place.slug,
    merchantType: place.merchantType,
    branchName: place.branchName,
    locationPhone: place.phoneNumber,
    timeZone: place.timeZone,
    currency: o.currency,
    orderType: o.orderType,
    orderTypeId: o.orderTypeId,
    status: o.status,
    statusLabel: orderLabel(o),
    paymentStatus: o.paymentStatus,
    queuePlace: record.queuePlace,
    customerId: o.customerId,
    fullName: o.fullName,
    phone: o.phone,
    email: o.email,
    items: items.map((i) => ({
      itemId: i.itemId,
      itemName: i.itemName,
      quantity: i.quantity,
      unitPrice: i.unitPrice,
      options: i.options,
      subtotal: i.subtotal,
      comment: i.comment,
      lineId: i.id,
      sortOrder: i.roundNo,
      dinerId: i.dinerId,
      dinerName: dinerNameOf(record, i.dinerId),
      itemStatus: i.itemStatus,
      itemStatusLabel: kitchenItemWord(i.itemStatus),
    })),
    totals: {
      subtotal: o.subtotal,
      tax: o.tax,
      deliveryFee: o.deliveryFee,
      tip: o.tip,
      discount: o.discount,
      isDiscountApplied: o.discount > 0,
      walletRedeemed: o.walletRedeemed,
      total: o.total,
    },
    tipType: o.tipType,
    orderTimeASAP: o.orderTimeAsap,
    scheduledAt: o.scheduledAt?.toISOString() ?? null,
    eventSlug: o.eventSlug,
    eventSlot: o.eventSlotLabel,
    tableId: o.tableId,
    address: o.address ?? null,
    comment: o.comment,
    orderInstruction: o.orderInstruction,
    deliveryInstruction: o.deliveryInstruction,
    orderDate: o.orderDate,
    orderTime: o.createdAt.toISOString(),
    etaTime: o.etaAt?.toISOString() ?? null,
    splitId: o.splitId,
    transactionId: o.transactionId,
    sortOrder: o.sortOrder,
    history: history.map((h) => ({ status: h.status, label: orderStatusText(h.status), at: h.at.toISOString() })),
    coupon,
    offers,
    payment: livePaymentOf(payments, null),
    paymentDueAt: paymentDueAt(o),
    releasedUnpaidAt: o.releasedUnpaidAt?.toISOString() ?? null,
    tab: toTabDto(record, viewerId),
    ...toDeliveryFields(record),
    cancelReason: cancelReasonOf(record),
    late: latenessOf(record),
  };
}

/** What the order shows of running late (issue 26): null for an order never late. */
function latenessOf({ lateness: l }: Pick<OrderRecord, "lateness">): OrderLateness | null {
  if (!l) return null;
  const credit =
    l.creditState && l.creditAmount !== null
      ? { amount: l.creditAmount, state: l.creditState, givenAt: l.creditGivenAt?.toISOString() ?? null }
      : null;
  return { promisedAt: l.promisedAt.toISOString(), newTime: l.newTime.toISOString(), toldAt: l.toldAt.toISOString(), credit };
}
