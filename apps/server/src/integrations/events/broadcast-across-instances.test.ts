/**
 * Two app instances on one PostgreSQL database, as behind a load balancer: a change on one is seen through the other
 * at once, though its cached answers would otherwise live a minute (decision 031). PostgreSQL only: PGlite cannot be
 * shared by two apps.
 */
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { locationFeed } from "../../db/schema/live-feed";
import { menuItems } from "../../db/schema/menu";
import { staffMember } from "../../test/kitchen-test-kit";
import { entryOf, markOf, openLiveFeed } from "../../test/live-feed-test-kit";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "../../test/order-test-kit";
import { jsonCall } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createDomainEvents, type DomainEvents } from "./domain-events";
import { createPostgresTransport } from "./event-transport";

describe.skipIf(!process.env.DATABASE_URL)("two instances on one PostgreSQL", () => {
  let a: TestApp;
  let b: TestApp;
  let eventsOfA: DomainEvents;
  let eventsOfB: DomainEvents;
  const errors: unknown[] = [];
  const closing: (() => Promise<void>)[] = [];

  async function overPostgres(pool: pg.Pool): Promise<DomainEvents> {
    const events = createDomainEvents(await createPostgresTransport(pool, (e) => errors.push(e)), (e) => errors.push(e));
    closing.push(() => events.close());
    return events;
  }

  beforeAll(async () => {
    // The first app makes (and at the end drops) the database; its events need the pool, so they are swapped in.
    const first = await createTestApp();
    const pool = first.database.raw as pg.Pool;
    const database = first.database;
    eventsOfA = await overPostgres(pool);
    a = await createTestApp({ database, events: eventsOfA });
    eventsOfB = await overPostgres(pool);
    b = await createTestApp({ database, events: eventsOfB });
    closing.unshift(() => first.close());
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
    for (const close of closing.reverse()) await close();
  });

  it("a sale on instance A is in instance B's cached menu at once", async () => {
    const [restaurant] = await openRestaurants(a, "pickup");
    const locationId = restaurant!.id;
    const [row] = await a.database.db.select().from(menuItems).where(eq(menuItems.locationId, locationId)).limit(1);
    await a.database.db.update(menuItems).set({ stockQuantity: 3 }).where(eq(menuItems.id, row!.id));
    const stockOnB = async () => (await menuOf(b, locationId, "pickup")).menu.find((i) => i.itemId === row!.id)!.stockQuantity;
    // B reads the menu, and caches it (the test clock never moves: without a word from A it would stay 3).
    expect(await stockOnB()).toBe(3);
    const item = (await menuOf(a, locationId, "pickup")).menu.find((i) => i.itemId === row!.id)!;

    const heardOnB = new Promise((resolve) => eventsOfB.subscribe("stockChanged", { location: locationId }, resolve));
    expect((await placeOrder(a, orderRequest(locationId, [lineFor(item, 2)]))).status).toBe(201);
    await heardOnB;

    expect(await stockOnB()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("a dish the kitchen marks sold out on A is sold out in B's cached menu within 2 s (issue 26)", async () => {
    const [restaurant] = await openRestaurants(a, "pickup");
    const locationId = restaurant!.id;
    const dish = untrackedItem(await menuOf(b, locationId, "pickup")); // B caches the menu
    const { token } = await staffMember(a, locationId, "kitchen");
    const marked = await jsonCall(a, "PUT", `/staff/menu/dishes/${dish.itemId}`, { soldOut: "untilTurnedOn" }, { token });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    const stockOnB = async () => (await menuOf(b, locationId, "pickup")).menu.find((i) => i.itemId === dish.itemId)!.stockQuantity;
    await vi.waitFor(async () => expect(await stockOnB()).toBe(0), { timeout: 2_000 });
    expect((await jsonCall(a, "PUT", `/staff/menu/dishes/${dish.itemId}`, { soldOut: null }, { token })).status).toBe(200);
    await vi.waitFor(async () => expect(await stockOnB()).toBeNull(), { timeout: 2_000 });
    expect(errors).toEqual([]);
  });

  it("an order placed on A reaches a restaurant's live feed opened on B; reopened on B, it replays what A wrote", async () => {
    const [restaurant] = await openRestaurants(a, "pickup");
    const locationId = restaurant!.id;
    await b.app.listen({ port: 0, host: "127.0.0.1" });
    const baseUrl = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}/data-services`;
    const { token } = await staffMember(b, locationId, "manager");
    const onB = await openLiveFeed(baseUrl, token);
    try {
      markOf(await onB.next());
      const dish = untrackedItem(await menuOf(a, locationId, "pickup"));
      const placed = await placeOrder(a, orderRequest(locationId, [lineFor(dish)]));
      expect(placed.status).toBe(201);
      const { orderId } = placed.body as { orderId: string };
      const heard = await onB.nextEntry((e) => e.kind === "orderPlaced");
      expect(heard).toMatchObject({ topic: "orders", subject: orderId });
      // Written once, by the instance that published it, though both heard it.
      const rows = await b.database.db.select().from(locationFeed).where(eq(locationFeed.subject, orderId));
      expect(rows.filter((row) => row.kind === "orderPlaced")).toHaveLength(1);
      onB.close();

      // While B's stream is away, A writes a waiter call; B's reopened stream replays it, and nothing before it.
      await eventsOfA.publish("waiterCall", { locationId });
      const again = await openLiveFeed(baseUrl, token, { lastEventId: heard.id });
      try {
        const replayed: string[] = [];
        for (;;) {
          const entry = entryOf(await again.next());
          expect(entry.id).toBeGreaterThan(heard.id);
          replayed.push(entry.kind);
          if (entry.kind === "waiterCall") break;
        }
        expect(replayed.at(-1)).toBe("waiterCall");
      } finally {
        again.close();
      }
    } finally {
      onB.close();
    }
    expect(errors).toEqual([]);
  });
});
