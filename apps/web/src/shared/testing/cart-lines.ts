/** Cart test data: an origin (restaurant and menu) and items with and without choices. Used by tests only. */
import type { CartOption, NewCartItem } from "../../features/cart/stores/cart-lines";
import type { CartOrigin } from "../../features/cart/stores/cart-state";

export const hudson: CartOrigin = {
  locationId: 1,
  locationSlug: "hudson-slice-co-west-village",
  merchantType: "restaurant",
  branchName: "Hudson Slice Co. - West Village",
  currency: "USD",
  menuType: "pickup",
  orderTypeId: 1,
  tableId: null,
  event: null,
};

export const option = (modifierOptionId: number, optionName: string, price: number): CartOption => ({
  modifierOptionId,
  optionName,
  price,
  quantity: 1,
  modifier: "Extra toppings",
  modifierId: 2,
  typeId: "addon",
});

export const burger = (options: CartOption[] = [], quantity = 1): NewCartItem => ({
  itemId: 10,
  itemName: "Smash Burger",
  slug: "smash-burger",
  basePrice: 1200,
  options,
  quantity,
  stockQuantity: null,
  alertQuantity: null,
});

export const cookie = (quantity = 1, stockQuantity: number | null = 3): NewCartItem => ({
  itemId: 22,
  itemName: "Rainbow Cookie",
  slug: "rainbow-cookie",
  basePrice: 450,
  options: [],
  quantity,
  stockQuantity,
  alertQuantity: 2,
});
