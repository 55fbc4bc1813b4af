import { menuDataSchema } from "@forkful/contracts/menu";
import { findMerchantAnswerSchema, type MenuType, type RestaurantSummary, restaurantDetailSchema } from "@forkful/contracts/merchants";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuItems } from "../../db/schema/menu";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let restaurants: RestaurantSummary[];
beforeAll(async () => {
  t = await createTestApp();
  restaurants = findMerchantAnswerSchema.parse((await t.call("/customer/findMerchant/v2", {})).body).restaurants;
});
afterAll(() => t.close());

const menuOf = async (locationId: number, menuType: MenuType) => t.get(`/merchants/locations/${locationId}/menu?orderType=${menuType}`);

describe("GET /merchants/locations/{locationId}/menu", () => {
  it("answers every restaurant's menu with categories, subcategories and modifiers", async () => {
    for (const r of restaurants) {
      const menuType = r.orderTypes[0]!.menuType;
      const { status, body } = await menuOf(r.id, menuType);
      expect(status).toBe(200);
      const menu = menuDataSchema.parse(body);
      expect(menu.currency).toBe(r.currency);
      expect(menu.menu.length).toBeGreaterThanOrEqual(20);
      expect(menu.availableCategory.length).toBeGreaterThanOrEqual(4);
      expect(menu.menu.every((i) => menu.availableCategory.includes(i.category))).toBe(true);
    }
    const all = await Promise.all(restaurants.map(async (r) => menuDataSchema.parse((await menuOf(r.id, r.orderTypes[0]!.menuType)).body)));
    const items = all.flatMap((m) => m.menu);
    expect(items.some((i) => i.modifiers.some((m) => m.minChoices === 1 && m.maxChoices === 1))).toBe(true);
    expect(items.some((i) => i.modifiers.some((m) => m.maxChoices > 1))).toBe(true);
    expect(items.some((i) => i.subCategoryImg?.startsWith("/media/subcategory/"))).toBe(true);
    expect(new Set(items.map((i) => i.diet))).toEqual(new Set(["veg", "non-veg", "vegan"]));
  });

  it("never shows items with display 0", async () => {
    const hidden = await t.database.db.select().from(menuItems).where(eq(menuItems.display, 0));
    expect(hidden.length).toBeGreaterThan(0);
    for (const item of hidden) {
      const r = restaurants.find((x) => x.id === item.locationId)!;
      for (const { menuType } of r.orderTypes) {
        const menu = menuDataSchema.parse((await menuOf(r.id, menuType)).body);
        expect(menu.menu.map((i) => i.itemId)).not.toContain(item.id);
        expect(menu.menu.every((i) => i.display === 1)).toBe(true);
      }
    }
  });

  it("refuses unknown locations, menu types and order types the restaurant lacks", async () => {
    expect((await menuOf(999999, "pickup")).status).toBe(404);
    expect((await t.get(`/merchants/locations/${restaurants[0]!.id}/menu?orderType=brunch`)).status).toBe(400);
    expect((await t.get(`/merchants/locations/abc/menu?orderType=pickup`)).status).toBe(400);
    const lacking = restaurants.find((r) => r.orderTypes.length < 3);
    if (lacking) {
      const missing = (["pickup", "delivery", "dinein"] as const).find((m) => !lacking.orderTypes.some((o) => o.menuType === m))!;
      const { status, body } = await menuOf(lacking.id, missing);
      expect(status).toBe(404);
      expect((body as { message: string }).message).toContain(`does not take ${missing} orders`);
    }
  });
});

describe("POST /merchants/menu/v2", () => {
  it("searches the menu by item name", async () => {
    const r = restaurants[0]!;
    const type = r.orderTypes[0]!.menuType;
    const full = menuDataSchema.parse((await menuOf(r.id, type)).body);
    const word = full.menu[3]!.itemName.split(" ")[0]!;
    const { status, body } = await t.call("/merchants/menu/v2", {
      type,
      locationId: r.id,
      searchText: word.toUpperCase(),
      visibleTo: ["C"],
      customerId: null,
    });
    expect(status).toBe(200);
    const found = menuDataSchema.parse(body);
    expect(found.menu.length).toBeGreaterThan(0);
    expect(found.menu.length).toBeLessThan(full.menu.length);
    expect(found.menu.every((i) => `${i.itemName} ${i.description}`.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  it("treats % and _ in a search as plain text", async () => {
    const r = restaurants[0]!;
    const { body } = await t.call("/merchants/menu/v2", { type: r.orderTypes[0]!.menuType, locationId: r.id, searchText: "%" });
    expect(menuDataSchema.parse(body).menu).toEqual([]);
  });

  it("refuses audiences other than customers and bad types", async () => {
    const r = restaurants[0]!;
    expect((await t.call("/merchants/menu/v2", { type: "pickup", locationId: r.id, visibleTo: ["S"] })).status).toBe(400);
    expect((await t.call("/merchants/menu/v2", { type: "lunch", locationId: r.id })).status).toBe(400);
    expect((await t.call("/merchants/menu/v2", { type: "pickup" })).status).toBe(400);
  });
});

describe("POST /merchants/locations/event-order-menu/v2", () => {
  it("answers an event's menu with its slots, and 404 for an unknown event", async () => {
    const withEvents = [];
    for (const r of restaurants) {
      const detail = restaurantDetailSchema.parse((await t.call("/merchants/locations/slug", { slug: r.locationSlug })).body);
      if (detail.events.length) withEvents.push(detail);
    }
    const detail = withEvents[0]!;
    const event = detail.events[0]!;
    const orderType = detail.orderTypes[0]!.menuType;
    const { status, body } = await t.call("/merchants/locations/event-order-menu/v2", {
      eventSlug: event.eventSlug,
      locationId: detail.id,
      orderType,
    });
    expect(status).toBe(200);
    const menu = menuDataSchema.parse(body);
    expect(menu.event).toMatchObject({ eventSlug: event.eventSlug, eventDate: event.eventDate });
    expect(menu.event!.eventOrderSlot.length).toBeGreaterThan(0);
    const full = menuDataSchema.parse((await menuOf(detail.id, orderType)).body);
    expect(menu.menu.length).toBeGreaterThan(0);
    expect(menu.menu.length).toBeLessThan(full.menu.length);
    const missing = await t.call("/merchants/locations/event-order-menu/v2", {
      eventSlug: "no-such-event",
      locationId: detail.id,
      orderType,
    });
    expect(missing.status).toBe(404);
  });
});

describe("GET /media/{type}/{id}.{extension}", () => {
  it("serves a restaurant's logo and refuses unknown or unsafe names", async () => {
    const logo = restaurants[0]!.media.find((m) => m.entityType === "LOGO")!;
    const response = await t.app.inject({ method: "GET", url: logo.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.body).toContain("<svg");
    expect((await t.app.inject({ method: "GET", url: "/media/logo/no-such-logo.svg" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/media/logo/..%2F..%2Fetc%2Fpasswd" })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/media/logo/x.exe" })).statusCode).toBe(404);
  });
});
