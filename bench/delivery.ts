/**
 * Delivery for `npm run bench` (issue 14): a cart's delivery quote, as checkout asks it before the diner pays. Each
 * call reads the restaurant's rules and asks every partner it uses (the sandbox partners, in process, each keeping its
 * quote), so it writes a row per partner: its p99 is reported beside the baseline, with no target of its own.
 */
import { encodeRequest } from "@forkful/contracts/envelope";
import type { RestaurantSummary } from "@forkful/contracts/merchants";
import { API, type CallScenario, decodeAnswer, JSON_HEADERS, noFailures, restaurantListRequest } from "./scenarios";

/** About 1 km north: inside every demo restaurant's area. */
const KM_IN_DEGREES = 1 / 111.2;

export const deliveryQuote: CallScenario = {
  name: "delivery quote (POST delivery/quote)",
  targets: [noFailures],
  async prepare(context) {
    const { status, body } = await context.call(restaurantListRequest());
    if (status !== 200) throw new Error(`findMerchant answered ${status}: ${body.toString().slice(0, 300)}`);
    const { restaurants } = decodeAnswer<{ restaurants: RestaurantSummary[] }>(body);
    const restaurant = restaurants.find((r) => r.delivery && r.orderTypes.some((o) => o.menuType === "delivery"));
    if (!restaurant) throw new Error("no seeded restaurant delivers: is the demo data seeded?");
    const request = {
      locationId: restaurant.id,
      dropDetails: { address: "12 Bench Street", lat: restaurant.lat + KM_IN_DEGREES, lng: restaurant.lng, name: "Bench Diner" },
      tip: 150,
      subtotal: 4200,
    };
    return {
      method: "POST",
      path: `${API}/delivery/quote`,
      headers: JSON_HEADERS,
      body: JSON.stringify(encodeRequest(request)),
      note: `1 km from ${restaurant.branchName}, every partner it uses quoted`,
    };
  },
};
