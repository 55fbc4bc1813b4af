import type { OrderItem } from "@forkful/contracts/orders";

/** "Naan", or "2 × Naan" for a line of two. */
export const dishName = (item: Pick<OrderItem, "itemName" | "quantity">) =>
  item.quantity > 1 ? `${item.quantity} × ${item.itemName}` : item.itemName;
