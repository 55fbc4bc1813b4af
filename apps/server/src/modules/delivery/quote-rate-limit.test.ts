/** A quote is public and asks every partner a restaurant uses: it is held to a quarter of the general pace per client. */
import { afterAll, beforeAll, expect, it } from "vitest";
import { deliveringRestaurant, pointNorthOf } from "../../test/delivery-test-kit";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 240 });
});
afterAll(() => t.close());

it("answers 429 past 60 quotes a minute while the general limit is 240", async () => {
  const restaurant = await deliveringRestaurant(t, "USD", ["DOORDASH"]);
  const quote = () =>
    t.call("/delivery/quote", { locationId: restaurant.id, dropDetails: { address: "9 Pace Road", ...pointNorthOf(restaurant) } });
  const statuses: number[] = [];
  for (let i = 0; i < 61; i += 1) statuses.push((await quote()).status);
  expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
  expect(statuses[60]).toBe(429);
  expect((await t.call("/customer/findMerchant/v2", {})).status).toBe(200);
});
