/**
 * Searches for `npm run bench` (issue 28): a menu search and a restaurant search, each request a text of the seeded data
 * that this run has not asked before, so none is answered from a cache of answers. On PGlite and on PostgreSQL.
 */
import { encodeRequest } from "@forkful/contracts/envelope";
import type { MenuData } from "@forkful/contracts/menu";
import type { RestaurantSummary } from "@forkful/contracts/merchants";
import { post } from "./orders";
import {
  API,
  type BenchRequest,
  type CallScenario,
  decodeAnswer,
  JSON_HEADERS,
  noFailures,
  p99Below,
  restaurantListRequest,
} from "./scenarios";

/** The search targets. */
const SEARCHES_PER_SECOND = 1_000;
const SEARCH_P99_MS = 100;

const searchesAtLeast = (rate: number) => ({
  label: `req/s ≥ ${rate.toLocaleString("en")}`,
  met: (server: { requestsPerSecond: number }) => server.requestsPerSecond >= rate,
  actual: (server: { requestsPerSecond: number }) => `${Math.round(server.requestsPerSecond)}/s`,
});

/** Every piece of 3 to 8 letters of the given texts, lower case, each once. */
export function searchPieces(texts: string[]): string[] {
  const pieces = new Set<string>();
  for (const text of texts.map((t) => t.toLowerCase()))
    for (let length = 3; length <= 8; length += 1)
      for (let start = 0; start + length <= text.length; start += 1) {
        const piece = text.slice(start, start + length);
        if (piece.trim() === piece) pieces.add(piece);
      }
  return [...pieces];
}

/**
 * The pieces in turn; each later round writes them in another mix of capitals (the search ignores case, a cache of
 * answers by text does not), so no text is asked twice until every mix of a piece's first letters has been.
 */
export function freshSearchTexts(pieces: string[]): () => string {
  let next = 0;
  return () => {
    const piece = pieces[next % pieces.length]!;
    const round = Math.floor(next / pieces.length);
    next += 1;
    return [...piece].map((letter, index) => ((round >> index) & 1 ? letter.toUpperCase() : letter)).join("");
  };
}

const searchRequest = (path: string, payload: () => unknown, note: string): BenchRequest => ({
  method: "POST",
  path,
  headers: JSON_HEADERS,
  body: JSON.stringify(encodeRequest(payload())),
  freshBody: () => JSON.stringify(encodeRequest(payload())),
  note,
});

async function listedRestaurants(context: Parameters<CallScenario["prepare"]>[0]): Promise<RestaurantSummary[]> {
  const { status, body } = await context.call(restaurantListRequest());
  if (status !== 200) throw new Error(`findMerchant answered ${status}: ${body.toString().slice(0, 300)}`);
  return decodeAnswer<{ restaurants: RestaurantSummary[] }>(body).restaurants;
}

export const menuSearch: CallScenario = {
  name: "menu search (POST menu/v2, searchText)",
  everyDatabase: true,
  targets: [noFailures, searchesAtLeast(SEARCHES_PER_SECOND), p99Below(SEARCH_P99_MS)],
  async prepare(context) {
    const [restaurant] = await listedRestaurants(context);
    if (!restaurant) throw new Error("findMerchant found no restaurant: is the demo data seeded?");
    const type = restaurant.orderTypes[0]!.menuType;
    const menu = await post<MenuData>(context, `${API}/merchants/menu/v2`, { type, locationId: restaurant.id });
    const pieces = searchPieces(menu.menu.map((dish) => dish.itemName));
    const nextText = freshSearchTexts(pieces);
    const payload = () => ({ type, locationId: restaurant.id, searchText: nextText() });
    return searchRequest(`${API}/merchants/menu/v2`, payload, `${pieces.length} pieces of ${restaurant.branchName}'s dish names`);
  },
};

export const restaurantSearch: CallScenario = {
  name: "restaurant search (POST findMerchant/v2, searchText)",
  everyDatabase: true,
  targets: [noFailures, searchesAtLeast(SEARCHES_PER_SECOND), p99Below(SEARCH_P99_MS)],
  async prepare(context) {
    const restaurants = await listedRestaurants(context);
    const pieces = searchPieces(restaurants.flatMap((r) => [r.branchName, r.city, r.address, ...r.cuisine]));
    const nextText = freshSearchTexts(pieces);
    const payload = () => ({ searchText: nextText() });
    return searchRequest(`${API}/customer/findMerchant/v2`, payload, `${pieces.length} pieces of names, cities, addresses, cuisines`);
  },
};
