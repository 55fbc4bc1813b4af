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
