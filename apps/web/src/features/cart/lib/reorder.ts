/**
 * Reordering: an order's lines back as cart lines, keeping only what can be ordered now (the answer of POST
 * merchants/cartItems, one entry per line), at today's prices and within today's stock.
 */
import type { CartItemsAnswer } from "@forkful/contracts/cart-checks";
import type { Order } from "@forkful/contracts/orders";
import type { CartItemsRequest } from "../api/check-cart-items";
import type { NewCartItem } from "../stores/cart-lines";
import type { CartOrigin } from "../stores/cart-state";

/** The answer of POST merchants/cartItems for one item: can it still be ordered? */
type CartItemAvailability = CartItemsAnswer["items"][number];

export function reorderCheckRequest(order: Order): CartItemsRequest {
  return {
    locationId: order.locationId,
    orderType: order.orderType,
    items: order.items.map((line) => ({
      itemId: line.itemId,
      quantity: line.quantity,
      options: line.options.map((o) => ({ modifierOptionId: o.modifierOptionId, quantity: o.quantity })),
    })),
  };
}

export interface ReorderPlan {
  items: NewCartItem[];
  /** The dishes left out, with why. */
  dropped: { itemName: string; reason: string }[];
}

export function reorderPlan(order: Order, availability: readonly CartItemAvailability[]): ReorderPlan {
  const plan: ReorderPlan = { items: [], dropped: [] };
  order.items.forEach((line, index) => {
    const now = availability[index];
    if (!now || now.itemId !== line.itemId || !now.available) {
      plan.dropped.push({ itemName: line.itemName, reason: now?.reason ?? "Not available" });
      return;
    }
    plan.items.push({
      itemId: line.itemId,
      itemName: line.itemName,
      slug: "",
      basePrice: now.price,
      options: line.options.map((o) => ({ ...o, modifier: "", modifierId: 0, typeId: "" })),
      quantity: now.stockQuantity === null ? line.quantity : Math.min(line.quantity, now.stockQuantity),
      comment: line.comment ?? undefined,
      stockQuantity: now.stockQuantity,
      alertQuantity: null,
    });
  });
  return plan;
}

/** The cart origin of a reorder: the order's restaurant and type, from its regular menu. */
export function reorderOrigin(order: Order): CartOrigin {
  return {
    locationId: order.locationId,
    locationSlug: order.locationSlug,
    merchantType: order.merchantType,
    branchName: order.branchName,
    currency: order.currency,
    menuType: order.orderType,
    orderTypeId: order.orderTypeId,
    tableId: null,
    event: null,
  };
}
