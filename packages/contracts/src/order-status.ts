/** Order status codes and display labels of spec §4. */
export const OrderStatus = {
  Created: 6,
  Modified: 7,
  CancelledByCustomer: 8,
  CancelledByMerchant: 9,
  Accepted: 11,
  BeingPrepared: 12,
  EventOrderBeingPrepared: 70,
  Ready: 13,
  OutForDelivery: 14,
  Delivered: 15,
  PickedUp: 16,
  Complete: 17,
  PaymentInitiated: 18,
  PaymentSuccess: 19,
  PaymentDeclined: 20,
  GatewayError: 21,
  AppError: 22,
  SignatureMismatch: 23,
  PaymentAtLocationInitiated: 25,
  ItemInPreparation: 41,
  ItemReady: 42,
  KitchenTicketReady: 43,
  ValetReachedDestination: 50,
  Served: 59,
  ContactlessOrderServed: 60,
} as const;
export type OrderStatusCode = (typeof OrderStatus)[keyof typeof OrderStatus];

export const ORDER_STATUS_LABELS: Partial<Record<OrderStatusCode, string>> = {
  9: "Order Cancelled",
  11: "Accepted",
  12: "In Progress",
  13: "Order Ready",
  14: "Out for Delivery",
  15: "Order Delivered",
  16: "Completed - Pickup Order",
  17: "Dine-in Order Completed",
  19: "In Queue",
  25: "In Queue",
  43: "KOT Ready",
  50: "Out for Delivery",
  59: "Order Served (Dine-in)",
};

export function orderStatusLabel(code: number): string | undefined {
  return ORDER_STATUS_LABELS[code as OrderStatusCode];
}

/** Which order types may reach which statuses, and the moves staff may make. */
export const ORDER_TRANSITIONS: Record<number, readonly number[]> = {
  [OrderStatus.Created]: [OrderStatus.Accepted, OrderStatus.CancelledByMerchant, OrderStatus.CancelledByCustomer],
  [OrderStatus.Modified]: [OrderStatus.Accepted, OrderStatus.CancelledByMerchant, OrderStatus.CancelledByCustomer],
  [OrderStatus.Accepted]: [OrderStatus.BeingPrepared, OrderStatus.EventOrderBeingPrepared, OrderStatus.CancelledByMerchant],
  [OrderStatus.BeingPrepared]: [
    OrderStatus.KitchenTicketReady,
    OrderStatus.Ready,
    OrderStatus.ContactlessOrderServed,
    OrderStatus.CancelledByMerchant,
  ],
  [OrderStatus.EventOrderBeingPrepared]: [OrderStatus.Ready, OrderStatus.CancelledByMerchant],
  [OrderStatus.KitchenTicketReady]: [OrderStatus.Ready],
  [OrderStatus.Ready]: [OrderStatus.PickedUp, OrderStatus.OutForDelivery, OrderStatus.Served],
  [OrderStatus.OutForDelivery]: [OrderStatus.ValetReachedDestination, OrderStatus.Delivered],
  [OrderStatus.ValetReachedDestination]: [OrderStatus.Delivered],
  [OrderStatus.Served]: [OrderStatus.Complete],
  // A table's tab (issue 13): the kitchen's tickets drive it; a new round takes a served tab back into preparation.
  [OrderStatus.ContactlessOrderServed]: [OrderStatus.BeingPrepared, OrderStatus.Complete],
};

/** Statuses that only fit some order types. */
const ONLY_FOR: Partial<Record<number, readonly string[]>> = {
  [OrderStatus.PickedUp]: ["pickup"],
  [OrderStatus.OutForDelivery]: ["delivery"],
  [OrderStatus.ValetReachedDestination]: ["delivery"],
  [OrderStatus.Delivered]: ["delivery"],
  [OrderStatus.Served]: ["dinein"],
  [OrderStatus.ContactlessOrderServed]: ["dinein"],
  [OrderStatus.Complete]: ["dinein"],
};

export function canMoveOrder(from: number, to: number, orderType: string): boolean {
  const allowedTypes = ONLY_FOR[to];
  return (ORDER_TRANSITIONS[from] ?? []).includes(to) && (!allowedTypes || allowedTypes.includes(orderType));
}

export const CANCELLED_ORDER_STATUSES: readonly number[] = [OrderStatus.CancelledByCustomer, OrderStatus.CancelledByMerchant];

export function isCancelledOrder(status: number): boolean {
  return CANCELLED_ORDER_STATUSES.includes(status);
}

export const FINAL_ORDER_STATUSES: readonly number[] = [
  OrderStatus.CancelledByCustomer,
  OrderStatus.CancelledByMerchant,
  OrderStatus.PickedUp,
  OrderStatus.Delivered,
  OrderStatus.Complete,
];

/** Codes without a §4 label that read as another code's: a customer's cancel, a contactless order served. */
const READS_AS: Partial<Record<number, OrderStatusCode>> = {
  [OrderStatus.CancelledByCustomer]: OrderStatus.CancelledByMerchant,
  [OrderStatus.ContactlessOrderServed]: OrderStatus.Served,
};

/** The label a diner sees; codes without a label of their own (6, 7…) read as received. */
export function orderStatusText(code: number): string {
  return orderStatusLabel(code) ?? orderStatusLabel(READS_AS[code] ?? 0) ?? "Order Received";
}

/** Placed (or changed by the diner) and not yet accepted by the restaurant. */
export const AWAITING_RESTAURANT_STATUSES: readonly number[] = [OrderStatus.Created, OrderStatus.Modified];

/** The payment codes that let the restaurant go ahead: paid (19), or to be paid at the restaurant (25). */
export const QUEUED_PAYMENT_STATUSES: readonly number[] = [OrderStatus.PaymentSuccess, OrderStatus.PaymentAtLocationInitiated];

/** What of an order its shown label depends on: its status and its payment's (kept apart from the order's). */
export interface StatusAndPayment {
  status: number;
  paymentStatus: number | null;
}

/** Paid, or to be paid at the counter, and waiting for the restaurant to accept it: in the restaurant's queue. */
export function isInQueue({ status, paymentStatus }: StatusAndPayment): boolean {
  return AWAITING_RESTAURANT_STATUSES.includes(status) && paymentStatus !== null && QUEUED_PAYMENT_STATUSES.includes(paymentStatus);
}

/**
 * What else decides whether an order queues at its restaurant: ordered for now (a scheduled order keeps its time, not
 * a place), and not a table's tab (paid at the end, it never waits to be accepted).
 */
export interface QueueingOrder extends StatusAndPayment {
  orderTimeAsap: boolean;
  tabState: string | null;
}

/** An order for now, not a table's tab, that the restaurant has not accepted: in its queue, or joins it once paid. */
export function mayQueueAtRestaurant(order: Omit<QueueingOrder, "paymentStatus">): boolean {
  return order.orderTimeAsap && order.tabState === null && AWAITING_RESTAURANT_STATUSES.includes(order.status);
}

/**
 * In the restaurant's queue, with a place there: an order that may queue (mayQueueAtRestaurant) and is In Queue
 * (isInQueue: paid or to be paid at the counter). The queue's own SQL (order-queue.repository) says the same.
 */
export function isQueuedAtRestaurant(order: QueueingOrder): boolean {
  return mayQueueAtRestaurant(order) && isInQueue(order);
}

/**
 * The label a diner reads for an order, from its status and its payment's: "In Queue" (spec §4, the label of 19 and
 * 25) while a paid or pay-at-counter order waits for the restaurant, else its status's label.
 */
export function orderLabel(order: StatusAndPayment): string {
  return isInQueue(order) ? orderStatusText(order.paymentStatus!) : orderStatusText(order.status);
}

const ORDINAL_SUFFIXES: Record<string, string> = { one: "st", two: "nd", few: "rd", other: "th" };
const ordinals = new Intl.PluralRules("en-US", { type: "ordinal" });

/** Where a queued order stands among the restaurant's queued orders (1: none ahead of it). */
export function queuePlaceText(place: number): string {
  if (place <= 1) return "Next in the kitchen's queue";
  return `${place}${ORDINAL_SUFFIXES[ordinals.select(place)]} in the kitchen's queue`;
}
