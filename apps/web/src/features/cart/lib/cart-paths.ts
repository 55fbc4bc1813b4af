/** The paths of a cart's pages, from the restaurant it belongs to and how it is ordered. */
import type { MenuType } from "@forkful/contracts/merchants";

export interface CartPlace {
  merchantType: string;
  locationSlug: string;
  tableId: string | null;
  /** At a table: the tab the cart adds a round to. */
  tabOrderId?: string | null;
  currentOrderType: MenuType;
  isEventDate: boolean;
  eventDate: string | null;
}

export const restaurantPath = (place: Pick<CartPlace, "merchantType" | "locationSlug">) => `/${place.merchantType}/${place.locationSlug}`;

/** The menu the cart's dishes came from: the table's, the event date's, or the order type's. */
export function menuPathOf(place: CartPlace): string {
  const base = restaurantPath(place);
  if (place.tableId && place.tabOrderId) return `${base}/table/${place.tableId}/order/${place.tabOrderId}/menu/dinein`;
  if (place.tableId) return `${base}/table/${place.tableId}/menu/dinein`;
  if (place.isEventDate && place.eventDate) return `${base}/menu/${place.currentOrderType}/event/${place.eventDate}`;
  return `${base}/menu/${place.currentOrderType}`;
}

/** The cart page: the contactless dine-in cart at a table, the restaurant's cart otherwise. */
export function cartPathOf(place: Pick<CartPlace, "merchantType" | "locationSlug" | "tableId">, menuType: MenuType = "dinein"): string {
  const base = restaurantPath(place);
  return place.tableId ? `${base}/table/${place.tableId}/menu/${menuType}/contactlessdinein/cart` : `${base}/cart`;
}

export const checkoutPathOf = (place: Pick<CartPlace, "merchantType" | "locationSlug">) => `${restaurantPath(place)}/checkOut`;
