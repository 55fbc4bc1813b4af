/** Where "Get help with this order" leads: the account's Help & support, under the order's restaurant, the order attached. */
export interface OrderToAskAbout {
  merchantType: string;
  locationSlug: string;
  orderId: string;
  orderNumber: number | string;
}

export const SUPPORT_ORDER_PARAM = "orderId";
export const SUPPORT_ORDER_NUMBER_PARAM = "orderNumber";

export function supportPathOf({ merchantType, locationSlug, orderId, orderNumber }: OrderToAskAbout): string {
  const query = new URLSearchParams({ [SUPPORT_ORDER_PARAM]: orderId, [SUPPORT_ORDER_NUMBER_PARAM]: String(orderNumber) });
  return `/${merchantType}/${locationSlug}/account/Support?${query}`;
}

/** The order a Help & support page was opened for, from its query ("Order #42 at Tasty Bites"), or null. */
export function orderAskedAbout(search: URLSearchParams, restaurantName: string | null): { orderId: string; label: string } | null {
  const orderId = search.get(SUPPORT_ORDER_PARAM)?.trim();
  if (!orderId) return null;
  const number = search.get(SUPPORT_ORDER_NUMBER_PARAM)?.trim();
  const order = number ? `Order #${number}` : "Your order";
  return { orderId, label: restaurantName ? `${order} at ${restaurantName}` : order };
}
