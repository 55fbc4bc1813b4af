/** The checks a cart makes before placing: current prices and stock, distance for delivery, and the slots. */

import type { CartItemsAnswer, DistanceAnswer, SlotsAnswer } from "@forkful/contracts/cart-checks";
import { CUSTOMER_AUDIENCE } from "@forkful/contracts/constants";
import type { MenuType } from "@forkful/contracts/merchants";
import type { CartLine } from "@forkful/contracts/orders";
import { BadRequestError, NotFoundError } from "../../lib/domain-errors";
import { verdictOnPin } from "../merchants/public";
import { asapAvailable, orderSlots } from "./order-scheduling";
import type { OrdersRepository } from "./orders.repository";
import type { OrdersDeps } from "./orders-deps";
import { slotRulesFor } from "./slot-rules";

/** The current price and stock of each cart line, so a cart kept overnight is checked again. */
export async function cartItems(
  deps: Pick<OrdersDeps, "menu">,
  { locationId, orderType, items: lines }: { locationId: number; orderType: MenuType; items: CartLine[] },
): Promise<CartItemsAnswer> {
  const rows = await deps.menu.items({ locationId, menuType: orderType, audience: CUSTOMER_AUDIENCE, itemIds: lines.map((l) => l.itemId) });
  return {
    items: lines.map((line) => {
      const item = rows.find((r) => r.item.id === line.itemId)?.item;
      if (!item) return { itemId: line.itemId, available: false, reason: "Not on the menu any more", price: 0, stockQuantity: null };
      const soldOut = item.stockQuantity !== null && item.stockQuantity < line.quantity;
      return {
        itemId: item.id,
        available: !soldOut,
        reason: soldOut ? (item.stockQuantity === 0 ? "Sold out" : `Only ${item.stockQuantity} left`) : null,
        price: item.price,
        stockQuantity: item.stockQuantity,
      };
    }),
  };
}

async function locationOf(orders: OrdersRepository, locationId: number) {
  const found = await orders.location(locationId);
  if (!found) throw new NotFoundError(`No restaurant has the id ${locationId}`);
  return found;
}

/** Whether a restaurant delivers to the diner's pin, at what fee, and if not why (getDistance/v2). */
export async function deliveryDistance(
  deps: Pick<OrdersDeps, "orders">,
  { locationId, lat, lng, subtotal }: { locationId: number; lat: number; lng: number; subtotal?: number },
): Promise<DistanceAnswer> {
  const { location } = await locationOf(deps.orders, locationId);
  const { reachKm, ...verdict } = verdictOnPin(location, { lat, lng }, subtotal);
  return { ...verdict, deliveryKMRadius: reachKm };
}

export async function orderTimes(
  deps: Pick<OrdersDeps, "orders" | "clock">,
  { locationId, orderType }: { locationId: number; orderType: MenuType },
): Promise<SlotsAnswer> {
  const found = await locationOf(deps.orders, locationId);
  if (!found.orderTypes.some((t) => t.menuType === orderType))
    throw new BadRequestError(`${found.location.branchName} does not take ${orderType} orders`);
  const rules = slotRulesFor(found.location, orderType, deps.clock());
  return { asapAvailable: asapAvailable(rules), slots: orderSlots(rules) };
}
