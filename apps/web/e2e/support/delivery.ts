/**
 * Delivery journeys' helpers: a US restaurant that delivers (its two partners, a dish, a point in its area), a
 * delivery order placed signed out and paid at the restaurant through the API, the partner Forkful would choose
 * first, and the diners waiting at the curb as staff see them.
 */
import { randomUUID } from "node:crypto";
import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { curbsideWaitingSchema } from "@forkful/contracts/curbside";
import { type DeliveryPartner, deliveryQuoteAnswerSchema } from "@forkful/contracts/delivery";
import { deliveryVerdict } from "@forkful/contracts/delivery-area";
import { decodePayload, encodePayload } from "@forkful/contracts/envelope";
import type { MenuItem } from "@forkful/contracts/menu";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { type PlacedOrder, placedOrderSchema } from "@forkful/contracts/order-access";
import type { APIRequestContext } from "@playwright/test";
import { allRestaurantDetails, menuOf } from "./api";
import { addableAsIs, dinerPhone, type Slots, slotsOf } from "./orders";

const headers = { [APP_VERSION_HEADER]: APP_VERSION };

async function encoded(request: APIRequestContext, path: string, payload: unknown, token?: string) {
  const response = await request.post(`${API_BASE_PATH}${path}`, {
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    data: { data: encodePayload(payload) },
  });
  const body = (await response.json()) as { encryptedText?: string };
  return { status: response.status(), data: body.encryptedText ? decodePayload(body.encryptedText) : body };
}

export interface DeliveryTarget {
  restaurant: RestaurantDetail;
  item: MenuItem;
  slots: Slots;
  /** A point about 1 km north of the restaurant, inside its area. */
  drop: { lat: number; lng: number };
}

/**
 * Every restaurant delivering now or later (those delivering now first, US first among them), each with a priced dish
 * of unlimited stock and a point in its area.
 */
async function deliveryTargets(request: APIRequestContext): Promise<DeliveryTarget[]> {
  const targets: DeliveryTarget[] = [];
  const restaurants = (await allRestaurantDetails(request)).sort((a, b) => Number(b.currency === "USD") - Number(a.currency === "USD"));
  for (const restaurant of restaurants) {
    if (!restaurant.delivery || !restaurant.orderTypes.some((t) => t.menuType === "delivery")) continue;
    const drop = { lat: restaurant.lat + 0.009, lng: restaurant.lng };
    const { deliveryArea, feeBands, deliveryFee, minimumOrder, freeDeliveryAbove } = restaurant.deliverySettings;
    const rules = { origin: restaurant, area: deliveryArea, feeBands, flatFee: deliveryFee, minimumOrder, freeDeliveryAbove };
    if (!deliveryVerdict(rules, drop).inArea) continue;
    const slots = await slotsOf(request, restaurant.id, "delivery");
    if (!slots.asapAvailable && slots.slots.length === 0) continue;
    const menu = await menuOf(request, restaurant.id, "delivery");
    const item = menu.menu.find((i) => addableAsIs(i) && i.stockQuantity === null && i.price > 0);
    if (item) targets.push({ restaurant, item, slots, drop });
  }
  // A delivery for later gets its courier shortly before its time (issue 24): journeys that follow one want it now.
  return targets.sort((a, b) => Number(b.slots.asapAvailable) - Number(a.slots.asapAvailable));
}

/** A US restaurant delivering now or later. */
export async function findDeliveryTarget(request: APIRequestContext): Promise<DeliveryTarget> {
  const target = (await deliveryTargets(request)).find((t) => t.restaurant.currency === "USD");
  if (!target) throw new Error("No US restaurant delivers now or later");
  return target;
}

/** A restaurant delivering now (US first; the demo's US and Indian hours between them cover the day): its courier comes at once. */
export async function findLiveDeliveryTarget(request: APIRequestContext): Promise<DeliveryTarget> {
  const target = (await deliveryTargets(request)).find((t) => t.slots.asapAvailable);
  if (!target) throw new Error("No restaurant delivers right now");
  return target;
}

/** The partners Forkful would ask in turn for this drop-off (valid quotes, best first). */
async function partnersInTurn(request: APIRequestContext, target: DeliveryTarget, address: string): Promise<DeliveryPartner[]> {
  const dropDetails = { ...target.drop, address };
  const { status, data } = await encoded(request, "/delivery/quote", { locationId: target.restaurant.id, dropDetails });
  if (status !== 200) return [];
  return deliveryQuoteAnswerSchema
    .parse(data)
    .quotes.filter((q) => q.valid)
    .map((q) => q.deliveryProviderId);
}

/**
 * A delivering restaurant (US first) with two partners quoting the drop-off, and those two in the order Forkful asks
 * them: the first is the one a "<PARTNER> cancels" address makes give up.
 */
export async function findRedispatchTarget(request: APIRequestContext, address: string) {
  for (const target of (await deliveryTargets(request)).filter((t) => t.slots.asapAvailable)) {
    const [first, next] = await partnersInTurn(request, target, address);
    if (first && next) return { target, first, next };
  }
  throw new Error("No restaurant delivering now has two courier partners quoting its deliveries");
}

/**
 * A diner signed out orders the dish delivered to `addressLine1` at the target's point (enough of it for the minimum
 * order; for `scheduledAt` when given, else ASAP when possible, else at the first time offered) and pays at the
 * restaurant: the order waits for the restaurant to accept it.
 */
export async function placePaidDelivery(
  request: APIRequestContext,
  target: DeliveryTarget,
  addressLine1: string,
  scheduledAt?: string,
): Promise<PlacedOrder> {
  const { restaurant, item, slots, drop } = target;
  const phone = dinerPhone(restaurant);
  const asap = slots.asapAvailable && !scheduledAt;
  const quantity = Math.max(1, Math.ceil((restaurant.deliverySettings.minimumOrder + 1) / item.price));
  const options = item.modifiers.flatMap((m) =>
    m.options
      .filter((o) => o.isDefault)
      .slice(0, m.maxChoices)
      .map((o) => ({ modifierOptionId: o.modifierOptionId, quantity: 1 })),
  );
  const { status, data } = await encoded(request, "/order/customer/createOrder", {
    idempotencyKey: randomUUID(),
    locationId: restaurant.id,
    orderType: "delivery",
    items: [{ itemId: item.itemId, quantity, options }],
    fullName: "Dana Courier-Watcher",
    phone: phone.national,
    countryCode: phone.countryCode,
    orderTimeASAP: asap,
    ...(asap ? {} : { scheduledAt: scheduledAt ?? slots.slots[0]!.startsAt }),
    address: { addressLine1, addressLine2: "Apt 4", ...drop },
  });
  if (status !== 201) throw new Error(`createOrder answered ${status}: ${JSON.stringify(data)}`);
  const placed = placedOrderSchema.parse(data);
  await payAtRestaurantThroughApi(request, placed);
  return placed;
}

/** The guest who placed the order chooses to pay at the restaurant (POS): the kitchen may take it. */
export async function payAtRestaurantThroughApi(request: APIRequestContext, placed: PlacedOrder): Promise<void> {
  const paid = await encoded(
    request,
    "/payment/customer-initiate-offline-payment",
    { orderId: placed.orderId, idempotencyKey: randomUUID() },
    placed.guestSession?.accessToken,
  );
  if (paid.status >= 300) throw new Error(`paying at the restaurant answered ${paid.status}: ${JSON.stringify(paid.data)}`);
}

/** GET /staff/curbside: the diners waiting outside the staff's restaurant. */
export async function curbsideWaiting(request: APIRequestContext, token: string) {
  const response = await request.get(`${API_BASE_PATH}/staff/curbside`, { headers: { ...headers, authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`staff curbside answered ${response.status()}`);
  const body = (await response.json()) as { encryptedText?: string };
  return curbsideWaitingSchema.parse(body.encryptedText ? decodePayload(body.encryptedText) : body);
}
