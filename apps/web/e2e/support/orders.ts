/**
 * Ordering for the journeys: a restaurant and a dish that can be ordered now (open restaurants vary with the clock:
 * one open for pickup when there is one, else one with times to schedule), staff moving an order, and orders read
 * and placed through the API.
 */
import { randomUUID } from "node:crypto";
import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { slotsAnswerSchema } from "@forkful/contracts/cart-checks";
import { decodePayload, encodePayload } from "@forkful/contracts/envelope";
import type { MenuData, MenuItem } from "@forkful/contracts/menu";
import type { MenuType, RestaurantDetail } from "@forkful/contracts/merchants";
import { type PlacedOrder, placedOrderSchema } from "@forkful/contracts/order-access";
import { type Order, orderSchema, ordersPageSchema } from "@forkful/contracts/orders";
import type { APIRequestContext } from "@playwright/test";
import { allRestaurantDetails, menuOf } from "./api";

const headers = { [APP_VERSION_HEADER]: APP_VERSION };
const STAFF_PASSWORD = "forkful-kitchen-1";

async function encoded(request: APIRequestContext, path: string, payload: unknown, token?: string) {
  const response = await request.post(`${API_BASE_PATH}${path}`, {
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    data: { data: encodePayload(payload) },
  });
  const body = (await response.json()) as { encryptedText?: string; message?: string };
  return { status: response.status(), data: body.encryptedText ? decodePayload(body.encryptedText) : body };
}

export type Slots = { asapAvailable: boolean; slots: { startsAt: string; label: string; date: string }[] };

export async function slotsOf(request: APIRequestContext, locationId: number, orderType: MenuType): Promise<Slots> {
  const { status, data } = await encoded(request, "/order/slots/v2", { locationId, orderType });
  if (status !== 200) throw new Error(`slots answered ${status}`);
  return slotsAnswerSchema.parse(data);
}

/** A dish the item page can add as it opens: its defaults meet every choice it needs. */
export function addableAsIs(item: MenuItem): boolean {
  return (
    item.display === 1 &&
    item.stockQuantity !== 0 &&
    item.modifiers.every((m) => Math.min(m.options.filter((o) => o.isDefault).length, m.maxChoices) >= m.minChoices)
  );
}

export interface OrderTarget {
  restaurant: RestaurantDetail;
  menu: MenuData;
  item: MenuItem;
  slots: Slots;
}

/**
 * A restaurant taking pickup orders with a dish to add: one open now (ASAP) when `asap` allows, else one with times
 * to schedule. `pick` chooses the dish (unlimited stock by default, so journeys do not use up each other's dishes).
 */
/** Every dish `pick` accepts at the restaurants taking pickup orders now or later, one target per dish. */
export async function pickupTargets(request: APIRequestContext, pick: (item: MenuItem) => boolean): Promise<OrderTarget[]> {
  const targets: OrderTarget[] = [];
  for (const restaurant of await allRestaurantDetails(request)) {
    if (!restaurant.onlineOrder || !restaurant.orderTypes.some((t) => t.menuType === "pickup")) continue;
    const slots = await slotsOf(request, restaurant.id, "pickup");
    if (!slots.asapAvailable && slots.slots.length === 0) continue;
    const menu = await menuOf(request, restaurant.id, "pickup");
    for (const item of menu.menu.filter(pick)) targets.push({ restaurant, menu, item, slots });
  }
  return targets;
}

export async function findPickupTarget(
  request: APIRequestContext,
  options: { asap?: "prefer" | "never"; pick?: (item: MenuItem) => boolean } = {},
): Promise<OrderTarget> {
  const pick = options.pick ?? ((item: MenuItem) => addableAsIs(item) && item.stockQuantity === null);
  const candidates: OrderTarget[] = [];
  for (const restaurant of await allRestaurantDetails(request)) {
    if (!restaurant.onlineOrder || !restaurant.orderTypes.some((t) => t.menuType === "pickup")) continue;
    const slots = await slotsOf(request, restaurant.id, "pickup");
    if (!slots.asapAvailable && slots.slots.length === 0) continue;
    const menu = await menuOf(request, restaurant.id, "pickup");
    const item = menu.menu.find(pick);
    if (item) candidates.push({ restaurant, menu, item, slots });
  }
  const target =
    options.asap === "never"
      ? // Open now where one is (the diner turns from ASAP to Schedule), else any with two times to choose from.
        (candidates.find((c) => c.slots.asapAvailable && c.slots.slots.length >= 2) ?? candidates.find((c) => c.slots.slots.length >= 2))
      : (candidates.find((c) => c.restaurant.open === 1 && c.slots.asapAvailable) ?? candidates.find((c) => c.slots.slots.length > 0));
  if (!target) throw new Error("No restaurant takes pickup orders now or later");
  return target;
}

/** A mobile number as the diner types it at a restaurant of that currency, with its country code. */
export function dinerPhone(restaurant: Pick<RestaurantDetail, "currency">): { countryCode: "+1" | "+91"; national: string } {
  return restaurant.currency === "INR" ? { countryCode: "+91", national: "98765 43210" } : { countryCode: "+1", national: "212 555 0147" };
}

export async function staffToken(request: APIRequestContext, locationSlug: string): Promise<string> {
  const response = await request.post(`${API_BASE_PATH}/staff/login`, {
    headers,
    data: { userName: `manager.${locationSlug}`, password: STAFF_PASSWORD },
  });
  if (!response.ok()) throw new Error(`staff login answered ${response.status()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Staff move the order to `status` (the kitchen's screen, through the staff API). */
export async function moveOrder(request: APIRequestContext, token: string, orderId: string, status: number): Promise<Order> {
  const response = await request.put(`${API_BASE_PATH}/staff/orders/${orderId}/status`, {
    headers: { ...headers, authorization: `Bearer ${token}` },
    data: { status },
  });
  if (!response.ok()) throw new Error(`moving ${orderId} to ${status} answered ${response.status()}: ${await response.text()}`);
  return orderSchema.parse(await response.json());
}

/** The location's orders as its staff see them, newest first. */
export async function staffOrders(request: APIRequestContext, token: string): Promise<Order[]> {
  const response = await request.get(`${API_BASE_PATH}/staff/orders`, { headers: { ...headers, authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`staff orders answered ${response.status()}`);
  return ordersPageSchema.parse(await response.json()).content;
}

export async function orderById(request: APIRequestContext, orderId: string, token?: string): Promise<Order> {
  const { status, data } = await encoded(request, "/order/customer", { orderId }, token);
  if (status !== 200) throw new Error(`order ${orderId} answered ${status}`);
  return orderSchema.parse(data);
}

/**
 * Another diner orders `quantity` of `item` through the API (ASAP when possible, else at the first time offered).
 * Placed signed out, the order comes with the guest session that alone may pay it (`openAsGuest` puts it in a page).
 */
export async function placeOrderThroughApi(
  request: APIRequestContext,
  target: Pick<OrderTarget, "restaurant" | "slots">,
  item: MenuItem,
  quantity: number,
  options: { token?: string; customerId?: string; fullName?: string; phone?: { countryCode: "+1" | "+91"; national: string } } = {},
): Promise<PlacedOrder> {
  const phone = options.phone ?? dinerPhone(target.restaurant);
  const asap = target.slots.asapAvailable;
  const { status, data } = await encoded(
    request,
    "/order/customer/createOrder",
    {
      idempotencyKey: randomUUID(),
      locationId: target.restaurant.id,
      orderType: "pickup",
      items: [
        {
          itemId: item.itemId,
          quantity,
          options: item.modifiers.flatMap((m) =>
            m.options
              .filter((o) => o.isDefault)
              .slice(0, m.maxChoices)
              .map((o) => ({ modifierOptionId: o.modifierOptionId, quantity: 1 })),
          ),
        },
      ],
      fullName: options.fullName ?? "Other Diner",
      phone: phone.national,
      countryCode: phone.countryCode,
      orderTimeASAP: asap,
      ...(asap ? {} : { scheduledAt: target.slots.slots[0]!.startsAt }),
      ...(options.customerId ? { customerId: options.customerId } : {}),
    },
    options.token,
  );
  if (status !== 201) throw new Error(`createOrder answered ${status}: ${JSON.stringify(data)}`);
  return placedOrderSchema.parse(data);
}
