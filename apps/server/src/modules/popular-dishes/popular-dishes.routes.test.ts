/**
 * Issue 11: the menu's Popular section. GET /order/popular-dishes/{locationId} names the dishes in the most orders of
 * the last 30 days (cancelled ones left out), none while a location has too few orders; anyone may read it; its
 * answer is kept for a minute like a menu's.
 */
import type { MenuItem } from "@forkful/contracts/menu";
import { MESSAGES } from "@forkful/contracts/messages";
import { OrderStatus } from "@forkful/contracts/order-status";
import {
  POPULAR_DISHES_CACHE_MS,
  POPULAR_DISHES_MIN_ORDERS,
  POPULAR_DISHES_WINDOW_DAYS,
  popularDishesAnswerSchema,
} from "@forkful/contracts/popular-dishes";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoOrders } from "../../../seed/seed-demo-orders";
import { orders } from "../../db/schema/orders";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder } from "../../test/order-test-kit";
import { encodedCall, messageOf, mutableClock, newMobile } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

const clock = mutableClock();
let t: TestApp;
let locationId: number;
/** Three dishes that need no choice and are not counted in stock. */
let dishes: MenuItem[];

const popular = (id: number | string) => encodedCall(t, "GET", `/order/popular-dishes/${id}`, undefined);
const popularOf = async (id: number) => {
  const answer = await popular(id);
  expect(answer.status).toBe(200);
  return popularDishesAnswerSchema.parse(answer.body).dishes;
};
/** Places a pickup order of these dishes; answers its id. */
async function order(...items: MenuItem[]): Promise<string> {
  const answer = await placeOrder(
    t,
    orderRequest(
      locationId,
      items.map((i) => lineFor(i)),
      { phone: newMobile() },
    ),
  );
  expect(answer.status).toBe(201);
  return (answer.body as { orderId: string }).orderId;
}
const afterTheCache = () => clock.advance(POPULAR_DISHES_CACHE_MS + 1000);

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  const [restaurant] = await openRestaurants(t, "pickup");
  locationId = restaurant!.id;
  const menu = await menuOf(t, locationId, "pickup");
  dishes = menu.menu.filter((i) => i.stockQuantity === null && i.modifiers.every((m) => m.minChoices === 0)).slice(0, 3);
  expect(dishes).toHaveLength(3);
});
afterAll(() => t.close());

describe("GET /order/popular-dishes/{locationId}", () => {
  it("answers no dishes while the restaurant has too few orders", async () => {
    const [a, b] = dishes as [MenuItem, MenuItem, MenuItem];
    for (let n = 1; n < POPULAR_DISHES_MIN_ORDERS; n += 1) await order(a, b);
    afterTheCache();
    expect(await popularOf(locationId)).toEqual([]);
  });

  it("names the dishes in the most orders, most first, leaving out a dish in a single order", async () => {
    const [a, b, c] = dishes as [MenuItem, MenuItem, MenuItem];
    await order(a, c); // the fifth order: a is in 5, b in 4, c in 1
    afterTheCache();
    expect(await popularOf(locationId)).toEqual([
      { itemId: a.itemId, orderCount: POPULAR_DISHES_MIN_ORDERS },
      { itemId: b.itemId, orderCount: POPULAR_DISHES_MIN_ORDERS - 1 },
    ]);
  });

  it("keeps its answer for a while, like a menu", async () => {
    const [, , c] = dishes as [MenuItem, MenuItem, MenuItem];
    await order(c);
    expect((await popularOf(locationId)).map((d) => d.orderCount)).toEqual([5, 4]);
    afterTheCache();
    expect(await popularOf(locationId)).toContainEqual({ itemId: c.itemId, orderCount: 2 });
  });

  it("does not count cancelled orders, nor orders older than the window", async () => {
    const [a] = dishes as [MenuItem, MenuItem, MenuItem];
    const cancelled = await order(a);
    await t.database.db.update(orders).set({ status: OrderStatus.CancelledByCustomer }).where(eq(orders.id, cancelled));
    const old = await order(a);
    const longAgo = new Date(clock.now().getTime() - (POPULAR_DISHES_WINDOW_DAYS + 1) * 24 * 3600 * 1000);
    await t.database.db.update(orders).set({ createdAt: longAgo }).where(eq(orders.id, old));
    afterTheCache();
    expect((await popularOf(locationId))[0]).toEqual({ itemId: a.itemId, orderCount: 5 });
    clock.advance(POPULAR_DISHES_WINDOW_DAYS * 24 * 3600 * 1000);
    expect(await popularOf(locationId)).toEqual([]);
  });

  it("answers another restaurant without its orders: none", async () => {
    const other = (await openRestaurants(t, "pickup")).find((r) => r.id !== locationId)!;
    expect(await popularOf(other.id)).toEqual([]);
  });

  it("refuses an unknown restaurant (404) and a malformed id (400)", async () => {
    const unknown = await popular(999_999);
    expect(unknown.status).toBe(404);
    expect(messageOf(unknown)).toBe(MESSAGES.noSuchRestaurant);
    for (const bad of ["abc", "0", "-3", "1.5", "99999999999"]) expect((await popular(bad)).status, bad).toBe(400);
  });

  it("shows on a fresh demo (npm start): the demo's past orders make every restaurant's Popular section", async () => {
    const other = (await openRestaurants(t, "pickup")).find((r) => r.id !== locationId)!;
    await seedDemoOrders(t.database.db, clock.now());
    afterTheCache();
    const shown = await popularOf(other.id);
    expect(shown.length).toBeGreaterThanOrEqual(3);
    const counts = shown.map((d) => d.orderCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});
