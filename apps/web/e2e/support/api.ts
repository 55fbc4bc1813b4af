/** Talks to the API of the server under test, to discover the seeded data instead of hard-coding it. */
import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { decodePayload, encodePayload } from "@forkful/contracts/envelope";
import { type MenuData, menuDataSchema } from "@forkful/contracts/menu";
import {
  type FindMerchantAnswer,
  findMerchantAnswerSchema,
  type RestaurantDetail,
  restaurantDetailSchema,
} from "@forkful/contracts/merchants";
import type { APIRequestContext } from "@playwright/test";

/** One encoded call: the payload in the body's `data`, the answer decoded from `encryptedText`. */
export async function call(request: APIRequestContext, path: string, payload: unknown): Promise<unknown> {
  const response = await request.post(`${API_BASE_PATH}${path}`, {
    headers: { [APP_VERSION_HEADER]: APP_VERSION },
    data: { data: encodePayload(payload) },
  });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  const { encryptedText } = (await response.json()) as { encryptedText: string };
  return decodePayload(encryptedText);
}

export async function findRestaurants(request: APIRequestContext): Promise<FindMerchantAnswer> {
  return findMerchantAnswerSchema.parse(await call(request, "/customer/findMerchant/v2", {}));
}

export async function restaurantBySlug(request: APIRequestContext, slug: string): Promise<RestaurantDetail> {
  return restaurantDetailSchema.parse(await call(request, "/merchants/locations/slug", { slug }));
}

export async function menuOf(request: APIRequestContext, locationId: number, type: MenuData["menuType"]): Promise<MenuData> {
  return menuDataSchema.parse(await call(request, "/merchants/menu/v2", { type, locationId, visibleTo: ["C"] }));
}

/** Every seeded location with its full detail. */
export async function allRestaurantDetails(request: APIRequestContext): Promise<RestaurantDetail[]> {
  const { restaurants } = await findRestaurants(request);
  return Promise.all(restaurants.map((r) => restaurantBySlug(request, r.locationSlug)));
}
