/** A restaurant's live feed (GET /staff/live): what reaches it, whom it serves, and how a dropped stream catches up. */

import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { LIVE_FEED_KEPT_HOURS, LIVE_FEED_REFUSALS } from "@forkful/contracts/live-feed";
import { placedOrderSchema } from "@forkful/contracts/order-access";
import { and, asc, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locationFeed } from "../../db/schema/live-feed";
import { menuItems } from "../../db/schema/menu";
import { diningTables } from "../../db/schema/tables";
import { createInProcessEvents } from "../../integrations/events/domain-events";
import { staffMember } from "../../test/kitchen-test-kit";
import { entryOf, type LiveFeed, markOf, openLiveFeed } from "../../test/live-feed-test-kit";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "../../test/order-test-kit";
import { pay } from "../../test/payment-test-kit";
import { encodedCall, jsonCall, mutableClock, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { checkinRequest, joined, setUpWaitlistFloor, WAITLIST_SLUG, type WaitlistFloor } from "../../test/waitlist-test-kit";

const clock = mutableClock();
const events = createInProcessEvents();
let t: TestApp;
let baseUrl: string;
/** Restaurant A (Hudson Slice Co.: open, with a waitlist) and another one, B. */
let floor: WaitlistFloor;
let here: number;
let elsewhere: number;
const open: LiveFeed[] = [];
let trackedDishId: number;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, events });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/data-services`;
  floor = await setUpWaitlistFloor(t);
  here = floor.locationId;
  const restaurants = await openRestaurants(t, "pickup");
  expect(restaurants.map((r) => r.locationSlug)).toContain(WAITLIST_SLUG);
  elsewhere = restaurants.find((r) => r.id !== here && r.currency === "USD")!.id;
  // One dish of A counts its stock (plenty of it), so selling it changes A's stock.
  const untracked = untrackedItem(await menuOf(t, here, "pickup"));
  const dish = (await menuOf(t, here, "pickup")).menu.find((item) => item.itemId !== untracked.itemId)!;
  await t.database.db.update(menuItems).set({ stockQuantity: 500 }).where(eq(menuItems.id, dish.itemId));
  trackedDishId = dish.itemId;
});
afterAll(async () => {
  for (const feed of open) feed.close();
  await t.close();
});

/** A signed-in staff member's stream (signed in now: tests move the clock past a token's life). */
async function feedOf(locationId: number, role: "manager" | "kitchen" | "host" = "manager", resume = {}) {
  const feed = await openLiveFeed(baseUrl, (await staffMember(t, locationId, role)).token, resume);
  open.push(feed);
  return feed;
}

/** A pickup order of one dish at the restaurant, placed signed out: the order and its guest session's token. */
async function orderAt(locationId: number, tracked = false) {
  const menu = await menuOf(t, locationId, "pickup");
  const dish = tracked ? menu.menu.find((item) => item.itemId === trackedDishId) : untrackedItem(menu);
  const answer = await placeOrder(t, orderRequest(locationId, [lineFor(dish!)], { phone: "+14155550142" }));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const placed = placedOrderSchema.parse(answer.body);
  return { orderId: placed.orderId, token: placed.guestSession!.accessToken };
}

/** The location's feed rows after an id, as the table holds them. */
const rowsAfter = (locationId: number, afterId: number) =>
  t.database.db
    .select()
    .from(locationFeed)
    .where(and(eq(locationFeed.locationId, locationId), gt(locationFeed.id, afterId)))
    .orderBy(asc(locationFeed.id));

/** A diner at a new table of restaurant A calls the waiter (a table's open call would answer a second one). */
async function callTheWaiter() {
  const tableId = `LF-${randomUUID().slice(0, 8)}`;
  const [table] = await t.database.db
    .insert(diningTables)
    .values({ locationId: here, tableId, name: `Table ${tableId}`, sectionId: floor.tables[0]!.sectionId, seats: 2 })
    .returning();
  const answer = await encodedCall(t, "POST", "/customer/call-waiter", { locationId: here, tableId, tableToken: table!.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

describe("what reaches a restaurant's live feed", () => {
  it("a new order at A reaches A's stream as orderPlaced, and not B's", async () => {
    const a = await feedOf(here);
    const b = await feedOf(elsewhere);
    expect(markOf(await a.next())).toMatchObject({ locationId: here });
    expect(markOf(await b.next())).toMatchObject({ locationId: elsewhere });

    const atA = await orderAt(here);
    const placed = await a.nextEntry((e) => e.kind === "orderPlaced");
    expect(placed).toMatchObject({ topic: "orders", kind: "orderPlaced", subject: atA.orderId });
    // B hears its own next order, and nothing of A's before it.
    const atB = await orderAt(elsewhere);
    const seenByB: string[] = [];
    await b.nextEntry((e) => {
      seenByB.push(`${e.kind} ${e.subject}`);
      return e.kind === "orderPlaced";
    });
    expect(seenByB.at(-1)).toBe(`orderPlaced ${atB.orderId}`);
    expect(seenByB.join()).not.toContain(atA.orderId);
  });

  it("a move, a waitlist join, a waiter call and a stock change each reach it under their topic, with their ids", async () => {
    const a = await feedOf(here, "host");
    const { latestId } = markOf(await a.next());
    const order = await orderAt(here, true);
    expect(await a.nextEntry((e) => e.topic === "stock")).toMatchObject({ kind: "stockChanged", subject: null });

    const atCounter = await pay(
      t,
      "customer-initiate-offline-payment",
      { orderId: order.orderId, idempotencyKey: randomUUID() },
      order.token,
    );
    expect(atCounter.status, JSON.stringify(atCounter.body)).toBeLessThan(300);
    const manager = await staffMember(t, here, "manager");
    const accepted = await jsonCall(t, "PUT", `/staff/orders/${order.orderId}/status`, { status: 11 }, { token: manager.token });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await a.nextEntry((e) => e.kind === "orderMoved" && e.subject === order.orderId)).toMatchObject({ topic: "orders" });

    const party = await joined(t, checkinRequest(floor));
    expect(await a.nextEntry((e) => e.topic === "line")).toMatchObject({ kind: "lineMoved", subject: party.id });

    await callTheWaiter();
    expect(await a.nextEntry((e) => e.topic === "waiterCalls")).toMatchObject({ kind: "waiterCall", subject: null });

    // Every frame's id is its row's, and every row since the stream opened is one of them.
    const ids = (await rowsAfter(here, latestId)).map((row) => row.id);
    expect(ids.length).toBeGreaterThanOrEqual(6);
  });

  it("a curbside arrival and a support request reach it, each about its order or request", async () => {
    const a = await feedOf(here, "manager");
    await a.next();
    const order = await orderAt(here);
    const arrival = await jsonCall(
      t,
      "POST",
      "/order/curbside/arrived",
      { orderId: order.orderId, carDetails: "Blue Civic" },
      { token: order.token },
    );
    expect(arrival.status, JSON.stringify(arrival.body)).toBe(200);
    expect(await a.nextEntry((e) => e.topic === "curbside")).toMatchObject({ kind: "curbsideArrival", subject: order.orderId });

    const diner = await signUpByOtp(t);
    const asked = await encodedCall(
      t,
      "POST",
      "/support/createSupportRequest",
      { locationId: here, topic: "other", message: "Do you have high chairs for two toddlers?" },
      { token: diner.accessToken },
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const requestId = (asked.body as { id: string }).id;
    expect(await a.nextEntry((e) => e.topic === "support")).toMatchObject({ kind: "supportRequest", subject: requestId });
  });
});

describe("catching up after a dropped connection", () => {
  it("a stream reopened with Last-Event-ID receives exactly what it missed, in order, then goes on live", async () => {
    const first = await feedOf(here, "kitchen");
    const { latestId } = markOf(await first.next());
    await callTheWaiter();
    const seen = await first.nextEntry((e) => e.topic === "waiterCalls");
    first.close();

    // Missed while away: an order (orders), a waiter call, a check-in.
    const missedOrder = await orderAt(here);
    await callTheWaiter();
    await joined(t, checkinRequest(floor));
    const missed = await rowsAfter(here, seen.id);
    expect(missed.map((row) => row.topic)).toEqual(expect.arrayContaining(["orders", "waiterCalls", "line"]));
    expect(seen.id).toBeGreaterThan(latestId);

    for (const resume of [{ lastEventId: seen.id }, { query: `?lastEventId=${seen.id}` }]) {
      const again = await feedOf(here, "kitchen", resume);
      const replayed = [];
      for (const _ of missed) replayed.push(await again.next());
      expect(replayed.map((frame) => [frame.id, frame.event])).toEqual(missed.map((row) => [row.id, row.topic]));
      expect(replayed.map(entryOf).find((e) => e.kind === "orderPlaced")?.subject).toBe(missedOrder.orderId);
      // Then live, with nothing sent twice.
      await callTheWaiter();
      const live = await again.next();
      expect(live.id).toBe((await rowsAfter(here, missed.at(-1)!.id)).at(-1)!.id);
      expect(live.event).toBe("waiterCalls");
      again.close();
      missed.push(...(await rowsAfter(here, missed.at(-1)!.id)));
    }
  });

  it("the header wins over the query's id, and an id that is no id of the stream is refused (400)", async () => {
    const { token } = await staffMember(t, here, "manager");
    await callTheWaiter();
    const latest = (await rowsAfter(here, 0)).at(-1)!.id;
    const both = await openLiveFeed(baseUrl, token, { lastEventId: latest, query: "?lastEventId=1" });
    open.push(both);
    await callTheWaiter();
    expect((await both.next()).id).toBe((await rowsAfter(here, latest))[0]!.id);
    const bad = await openLiveFeed(baseUrl, token, { lastEventId: "yesterday" });
    expect([bad.status, (bad.refusal as { message: string }).message]).toEqual([400, LIVE_FEED_REFUSALS.badLastEventId]);
    const neg = await openLiveFeed(baseUrl, token, { query: "?lastEventId=-3" });
    expect(neg.status).toBe(400);
  });

  it("an id older than the feed keeps, or newer than anything written, gets resync with where the feed stands", async () => {
    const before = (await rowsAfter(here, 0)).at(-1)!.id;
    const unknown = await feedOf(here, "manager", { lastEventId: before + 1_000_000 });
    const resync = await unknown.next();
    expect([resync.event, resync.id, markOf(resync)]).toEqual(["resync", before, { locationId: here, latestId: before }]);

    // A day and more later, the next write prunes what is older than the feed keeps.
    clock.advance((LIVE_FEED_KEPT_HOURS + 2) * 3_600_000);
    await events.publish("waiterCall", { locationId: here });
    const kept = await rowsAfter(here, 0);
    expect(kept.map((row) => row.kind)).toEqual(["waiterCall"]);
    const tooOld = await feedOf(here, "host", { lastEventId: before - 1 });
    const frame = await tooOld.next();
    expect([frame.event, frame.id, markOf(frame)]).toEqual(["resync", kept[0]!.id, { locationId: here, latestId: kept[0]!.id }]);
    // From the resync's id on, it is live.
    await events.publish("stockChanged", { locationId: here });
    expect(entryOf(await tooOld.next())).toMatchObject({ topic: "stock", kind: "stockChanged" });
  });
});

describe("who may open it", () => {
  it("every staff role, each on its own restaurant only, whatever the request says", async () => {
    for (const role of ["manager", "kitchen", "host"] as const) {
      const feed = await feedOf(elsewhere, role, { query: `?locationId=${here}` });
      expect(feed.status).toBe(200);
      const hello = await feed.next();
      expect([hello.event, markOf(hello).locationId]).toEqual(["hello", elsewhere]);
    }
  });

  it("a diner or an anonymous caller gets 401", async () => {
    const diner = await signUpByOtp(t);
    for (const token of [diner.accessToken, undefined]) {
      const refused = await openLiveFeed(baseUrl, token);
      expect([refused.status, (refused.refusal as { message: string }).message]).toEqual([401, "Staff sign-in required"]);
    }
  });
});
