/**
 * The courier watch as a recurring job (DELIVERY_WATCH_MS) on an instance that runs jobs: it follows couriers without
 * being asked, and stops with the app.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { acceptOrder, DELIVERY_TEST_SECRET, deliveriesOf, deliveringRestaurant, placeDeliveryOrder } from "../../test/delivery-test-kit";
import { mutableClock } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { runWatchOf } from "./courier-watch";

let t: TestApp;
const clock = mutableClock();

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, secret: DELIVERY_TEST_SECRET, config: { DELIVERY_WATCH_MS: 1000, ROLE: "all" } });
});
afterAll(() => t.close());

const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  for (const start = Date.now(); Date.now() - start < ms; await new Promise((r) => setTimeout(r, 25))) if (await check()) return true;
  return false;
};

it("moves the order and keeps the courier's point every DELIVERY_WATCH_MS, and stops when the app closes", async () => {
  const restaurant = await deliveringRestaurant(t, "USD", ["DOORDASH"]);
  const order = await placeDeliveryOrder(t, restaurant);
  await acceptOrder(t, order);
  clock.advance(240_000);
  expect(await until(async () => typeof (await deliveriesOf(t, order.orderId))[0]?.courierLat === "number")).toBe(true);
  expect((await deliveriesOf(t, order.orderId))[0]!.state).not.toBe("confirmed");
  await t.app.close();
  expect(() => runWatchOf(t.database.db)).toThrow(/No delivery watch/);
});
