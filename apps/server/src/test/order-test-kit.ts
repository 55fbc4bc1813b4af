/** Finding orderable restaurants and items in the demo data, and placing orders, for order API tests. */
import { randomUUID } from "node:crypto";
import { type MenuData, type MenuItem, menuDataSchema } from "@forkful/contracts/menu";
import { findMerchantAnswerSchema, type MenuType, type RestaurantSummary } from "@forkful/contracts/merchants";
import { encodedCall } from "./sign-in-helpers";
import type { TestApp } from "./test-app";

export async function openRestaurants(t: TestApp, menuType: MenuType): Promise<RestaurantSummary[]> {
  const { restaurants } = findMerchantAnswerSchema.parse((await t.call("/customer/findMerchant/v2", {})).body);
  return restaurants.filter((r) => r.open === 1 && r.orderTypes.some((o) => o.menuType === menuType));
}

export async function menuOf(t: TestApp, locationId: number, menuType: MenuType): Promise<MenuData> {
  return menuDataSchema.parse((await t.get(`/merchants/locations/${locationId}/menu?orderType=${menuType}`)).body);
}

/** A cart line for the item with the first option of every required choice. */
export function lineFor(item: MenuItem, quantity = 1) {
  const options = item.modifiers.flatMap((m) =>
    m.options.slice(0, m.minChoices).map((o) => ({ modifierOptionId: o.modifierOptionId, quantity: 1 })),
  );
  return { itemId: item.itemId, quantity, options };
}

export const untrackedItem = (menu: MenuData) =>
  menu.menu.find((i) => i.stockQuantity === null && i.modifiers.every((m) => m.minChoices === 0))!;

export function orderRequest(locationId: number, items: ReturnType<typeof lineFor>[], extra: Record<string, unknown> = {}) {
  return {
    idempotencyKey: randomUUID(),
    locationId,
    orderType: "pickup",
    items,
    fullName: "Asha Guest",
    phone: "+14155550142",
    orderTimeASAP: true,
    ...extra,
  };
}

export const placeOrder = (t: TestApp, request: unknown, token?: string) =>
  encodedCall(t, "POST", "/order/customer/createOrder", request, { token });
