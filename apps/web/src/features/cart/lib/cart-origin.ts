/** Turning what the menu shows into cart terms: where the dishes come from, and a chosen dish as a new cart line. */
import type { MenuData, MenuItem, Modifier, ModifierOption } from "@forkful/contracts/menu";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import type { CartOption, NewCartItem } from "../stores/cart-lines";
import type { CartOrigin } from "../stores/cart-state";

/** The origin of dishes added from `menu` (regular or event) at `restaurant`, at a table (and its tab) when there is one. */
export function cartOriginOf(
  restaurant: RestaurantDetail,
  menu: MenuData,
  tableId: string | null = null,
  tabOrderId: string | null = null,
): CartOrigin {
  const orderType = restaurant.orderTypes.find((t) => t.menuType === menu.menuType);
  return {
    locationId: restaurant.id,
    locationSlug: restaurant.locationSlug,
    merchantType: restaurant.merchantType,
    branchName: restaurant.branchName,
    currency: menu.currency,
    menuType: menu.menuType,
    orderTypeId: orderType?.id ?? menu.orderTypeId,
    tableId,
    tabOrderId: tableId ? tabOrderId : null,
    event: menu.event
      ? { eventSlug: menu.event.eventSlug, eventDate: menu.event.eventDate, name: menu.event.name, slots: menu.event.eventOrderSlot }
      : null,
  };
}

/** A dish with its chosen options (the modifier picker's choice) as a cart line to add. */
export function newCartItemOf(
  item: MenuItem,
  chosen: readonly { modifier: Modifier; option: ModifierOption }[],
  quantity: number,
  comment?: string,
): NewCartItem {
  const options: CartOption[] = chosen.map(({ modifier, option }) => ({
    modifierOptionId: option.modifierOptionId,
    optionName: option.optionName,
    price: option.price,
    quantity: 1,
    modifier: modifier.name,
    modifierId: modifier.modifierId,
    typeId: modifier.typeId,
  }));
  return {
    itemId: item.itemId,
    itemName: item.itemName,
    slug: item.slug,
    basePrice: item.price,
    options,
    quantity,
    comment,
    stockQuantity: item.stockQuantity,
    alertQuantity: item.alertQuantity,
  };
}
