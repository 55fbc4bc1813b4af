/**
 * Delivery addresses for the journeys: a delivering restaurant with a street near it and one beyond its reach (streets
 * the built-in geocoder knows), addresses saved through the API, and the pin on the address form's map.
 */

import { type AddressFields, addressListSchema, type SavedAddress, savedAddressSchema } from "@forkful/contracts/addresses";
import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { decodePayload, encodePayload } from "@forkful/contracts/envelope";
import type { MenuData, MenuItem } from "@forkful/contracts/menu";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { allRestaurantDetails, menuOf } from "./api";
import type { TestAccount } from "./auth";
import { addableAsIs, type Slots, slotsOf } from "./orders";

const headers = (account: TestAccount) => ({ [APP_VERSION_HEADER]: APP_VERSION, authorization: `Bearer ${account.accessToken}` });

/** Streets of the built-in gazetteer, by the restaurant's city: one within its reach (about 1 km), one beyond (8+ km). */
const STREETS: Record<string, { near: string; far: string }> = {
  Bengaluru: { near: "12 CMH Road", far: "200 Sampige Road" },
  Mumbai: { near: "12 Chapel Road", far: "20 Marine Drive" },
};

export interface DeliveryTarget {
  restaurant: RestaurantDetail;
  menu: MenuData;
  item: MenuItem;
  /** How many of the dish reach the restaurant's minimum order. */
  quantity: number;
  slots: Slots;
  near: string;
  far: string;
}

/** A restaurant delivering within a radius, in a city whose streets the geocoder knows, taking orders now or later. */
export async function findDeliveryTarget(request: APIRequestContext): Promise<DeliveryTarget> {
  const targets: DeliveryTarget[] = [];
  for (const restaurant of await allRestaurantDetails(request)) {
    const streets = STREETS[restaurant.city];
    if (!streets || !restaurant.onlineOrder || !restaurant.orderTypes.some((t) => t.menuType === "delivery")) continue;
    if (restaurant.deliverySettings.deliveryArea.kind !== "radius") continue;
    const slots = await slotsOf(request, restaurant.id, "delivery");
    if (!slots.asapAvailable && slots.slots.length === 0) continue;
    const menu = await menuOf(request, restaurant.id, "delivery");
    const minimum = restaurant.deliverySettings.minimumOrder;
    const item = menu.menu.find((i) => addableAsIs(i) && i.stockQuantity === null && i.price * 4 >= minimum && i.price > 0);
    if (item) targets.push({ restaurant, menu, item, quantity: Math.max(1, Math.ceil(minimum / item.price)), slots, ...streets });
  }
  const target = targets.find((t) => t.slots.asapAvailable) ?? targets[0];
  if (!target) throw new Error("No restaurant delivers in a city the geocoder knows");
  return target;
}

/** One encoded call of the addresses API as the account. */
async function addressCall(request: APIRequestContext, account: TestAccount, method: "get" | "post", payload?: unknown) {
  const response = await request[method](`${API_BASE_PATH}/addresses`, {
    headers: headers(account),
    ...(method === "get" ? { params: { customerId: account.customerId } } : { data: { data: encodePayload(payload) } }),
  });
  if (!response.ok()) throw new Error(`/addresses answered ${response.status()}: ${await response.text()}`);
  const { encryptedText } = (await response.json()) as { encryptedText: string };
  return decodePayload(encryptedText);
}

export async function addressesOf(request: APIRequestContext, account: TestAccount): Promise<SavedAddress[]> {
  return addressListSchema.parse(await addressCall(request, account, "get"));
}

export interface FoundPlace {
  addressLine1: string;
  city: string | null;
  lat: number;
  lng: number;
}

/** The geocoder's places for what a diner types (GET /geocode/search). */
export async function placesFor(request: APIRequestContext, q: string): Promise<FoundPlace[]> {
  const found = await request.get(`${API_BASE_PATH}/geocode/search`, { params: { q }, headers: { [APP_VERSION_HEADER]: APP_VERSION } });
  if (!found.ok()) throw new Error(`/geocode/search answered ${found.status()}`);
  return ((await found.json()) as { places: FoundPlace[] }).places;
}

/** Saves an address at the geocoder's first place for `street` (as a diner who chose the first suggestion). */
export async function saveAddressAt(
  request: APIRequestContext,
  account: TestAccount,
  street: string,
  fields: Partial<AddressFields> = {},
): Promise<SavedAddress> {
  const [place] = await placesFor(request, street);
  if (!place) throw new Error(`The geocoder knows no "${street}"`);
  const body = {
    customerId: account.customerId,
    addressLine1: place.addressLine1,
    city: place.city ?? undefined,
    lat: place.lat,
    lng: place.lng,
    ...fields,
  };
  return savedAddressSchema.parse(await addressCall(request, account, "post", body));
}

/** The draggable pin on the address form's map. */
export const pinOn = (page: Page): Locator => page.getByTitle("Delivery pin: drag it to your door");

/** Drags the pin by (dx, dy) pixels with the mouse, as a diner moves it to their door. */
export async function dragPin(page: Page, dx: number, dy: number): Promise<void> {
  const pin = pinOn(page);
  await pin.scrollIntoViewIfNeeded();
  const box = await pin.boundingBox();
  if (!box) throw new Error("The pin is not on screen");
  // The pin's tip (its anchor) is at the bottom centre; grab it a little above.
  const x = box.x + box.width / 2;
  const y = box.y + box.height - 8;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}

/** Types into the street field and chooses the first suggestion with the keyboard. */
export async function chooseSuggestion(page: Page, text: string, expected: RegExp): Promise<void> {
  const street = page.getByRole("combobox", { name: "Street address" });
  await street.fill(text);
  await expect(page.getByRole("option", { name: expected }).first()).toBeVisible();
  await street.press("ArrowDown");
  await street.press("Enter");
  await expect(page.getByRole("listbox")).toBeHidden();
}
