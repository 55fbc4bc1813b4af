import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deliveryVerdict, reachKm } from "@forkful/contracts/delivery-area";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/db/client";
import { campaigns } from "../src/db/schema/campaigns";
import { coupons } from "../src/db/schema/coupons";
import { feedback, feedbackQuestions } from "../src/db/schema/feedback";
import { kitchenStations } from "../src/db/schema/kitchen";
import { shortLinks } from "../src/db/schema/links";
import { media } from "../src/db/schema/media";
import { eventMenuItems, eventMenus, eventSlots, menuItems, menuSubcategories, modifierOptions, modifiers } from "../src/db/schema/menu";
import { merchantLocations, merchants, orderTypes } from "../src/db/schema/merchants";
import { staff } from "../src/db/schema/staff";
import { diningTables } from "../src/db/schema/tables";
import { createLocalMediaStorage } from "../src/integrations/storage/local-media-storage";
import type { MediaStorage } from "../src/integrations/storage/media-storage";
import { deliveryRulesOf } from "../src/modules/merchants/public";
import { DEMO_RESTAURANTS } from "./demo-restaurants";
import { DEMO_CAMPAIGNS, DEMO_EVENT } from "./seed-campaigns";
import { seedDemoData } from "./seed-demo-data";
import { DEMO_SHORT_LINKS } from "./seed-short-links";
import { demoHostUserName, demoKitchenUserName, demoStaffUserName } from "./seed-staff";

const COUNTED = {
  merchants,
  merchantLocations,
  orderTypes,
  media,
  menuItems,
  menuSubcategories,
  modifiers,
  modifierOptions,
  eventMenus,
  eventSlots,
  diningTables,
  staff,
  shortLinks,
  feedback,
  feedbackQuestions,
  campaigns,
};

describe("seedDemoData", () => {
  let handle: DatabaseHandle;
  let dir: string;
  let storage: MediaStorage;
  let firstRun: { seeded: boolean };
  let seedMs = 0;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "forkful-seed-"));
    storage = createLocalMediaStorage(dir);
    handle = await openDatabase({});
    await handle.migrate();
    const started = performance.now();
    firstRun = await seedDemoData(handle.db, storage);
    seedMs = performance.now() - started;
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const countRows = async () => {
    const result: Record<string, number> = {};
    for (const [name, table] of Object.entries(COUNTED)) {
      const [row] = await handle.db.select({ n: count() }).from(table);
      result[name] = row?.n ?? 0;
    }
    return result;
  };

  it("seeds an empty database quickly", () => {
    expect(firstRun).toEqual({ seeded: true });
    expect(seedMs).toBeLessThan(5_000);
  });

  it("creates at least 8 locations in at least 4 cities, priced in USD and INR", async () => {
    const locations = await handle.db.select().from(merchantLocations);
    expect(locations.length).toBeGreaterThanOrEqual(8);
    expect(new Set(locations.map((l) => l.city)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(locations.map((l) => l.currency))).toEqual(new Set(["USD", "INR"]));
    for (const l of locations) {
      expect(l.phoneNumber).toMatch(l.currency === "USD" ? /^\+1\d{10}$/ : /^\+91\d{10}$/);
      expect(l.rating).toBeGreaterThanOrEqual(3.6);
      expect(l.rating).toBeLessThanOrEqual(4.8);
      expect(l.timeZoneCd).toMatch(/^(America\/(New_York|Los_Angeles|Chicago)|Asia\/Kolkata)$/);
      for (const h of l.workingHours) expect(h.open).toMatch(/^\d{2}:\d{2}$/);
    }
  });

  it("gives every location at least 25 items, a hidden item, modifiers and order types", async () => {
    const locations = await handle.db.select({ id: merchantLocations.id, slug: merchantLocations.locationSlug }).from(merchantLocations);
    for (const location of locations) {
      const items = await handle.db.select().from(menuItems).where(eq(menuItems.locationId, location.id));
      expect(items.length, location.slug).toBeGreaterThanOrEqual(25);
      expect(items.some((i) => i.display === 0)).toBe(true);
      expect(items.filter((i) => i.mediaId !== null).length).toBeGreaterThanOrEqual(10);
      const types = await handle.db.select().from(orderTypes).where(eq(orderTypes.locationId, location.id));
      expect(types.length).toBeGreaterThan(0);
    }
    const typeIds = await handle.db.selectDistinct({ typeId: modifiers.typeId }).from(modifiers);
    expect(typeIds.map((t) => t.typeId)).toEqual(expect.arrayContaining(["size", "addon", "spice"]));
    const sizeDefaults = await handle.db.execute(
      sql`select m.id from modifiers m join modifier_options o on o.modifier_id = m.id
          where m.type_id = 'size' group by m.id having count(*) filter (where o.is_default) <> 1`,
    );
    expect(sizeDefaults.rows).toHaveLength(0);
  });

  it("has the New Year's Eve event menu with slots and items", async () => {
    const [event] = await handle.db.select().from(eventMenus).where(eq(eventMenus.eventSlug, "new-years-eve-2026"));
    expect(event?.eventDate).toBe("2026-12-31");
    const slots = await handle.db
      .select()
      .from(eventSlots)
      .where(eq(eventSlots.eventMenuId, event?.id ?? -1));
    expect(slots).toHaveLength(3);
    const items = await handle.db
      .select()
      .from(eventMenuItems)
      .where(eq(eventMenuItems.eventMenuId, event?.id ?? -1));
    expect(items.length).toBeGreaterThanOrEqual(6);
  });

  it("has the special cases: one closed location, one without reservations, one themed, one with a Google Tag", async () => {
    const locations = await handle.db.select().from(merchantLocations);
    const closed = locations.filter((l) => l.workingHours.length === 0);
    expect(closed.map((l) => l.locationSlug)).toEqual(["colaba-bake-house-colaba"]);
    expect(locations.filter((l) => l.disabledServices.isReservation)).toHaveLength(1);
    const themed = locations.filter((l) => l.themePrimaryColor !== null);
    expect(themed.map((l) => [l.themePrimaryColor, l.themeTextColor])).toEqual([["#1F6F50", "#FFFFFF"]]);
    expect(locations.filter((l) => l.googleTag === "GTM-FORKFUL1")).toHaveLength(1);
    expect(locations.some((l) => l.workingHours.some((h) => h.close < h.open))).toBe(true);
    const [bombay] = await handle.db.select().from(merchants).where(eq(merchants.slug, "bombay-spice-house"));
    expect(bombay?.merchantType).toBe("restaurant");
  });

  it("lets a US and an Indian restaurant deliver, each by distance bands, with two partners, and one within a drawn area", async () => {
    const locations = await handle.db.select().from(merchantLocations);
    const types = await handle.db.select().from(orderTypes).where(eq(orderTypes.menuType, "delivery"));
    const delivering = locations.filter((l) => l.delivery && types.some((t) => t.locationId === l.id));
    expect(new Set(delivering.map((l) => l.currency))).toEqual(new Set(["USD", "INR"]));
    for (const l of delivering) {
      expect(l.locationDeliveryProviders, l.locationSlug).toEqual(l.currency === "USD" ? ["DOORDASH", "SIMPERY"] : ["DUNZO", "SHADOWFAX"]);
      const rules = deliveryRulesOf(l);
      expect(rules.feeBands.length, l.locationSlug).toBeGreaterThan(1);
      // The farthest band reaches the edge of the area: no point inside it goes without a fee.
      expect(rules.feeBands.at(-1)!.upToKm, l.locationSlug).toBeGreaterThanOrEqual(reachKm(rules));
      expect(deliveryVerdict(rules, l).deliveryFee, l.locationSlug).toBe(rules.feeBands[0]!.fee);
    }
    const drawn = delivering.filter((l) => l.deliveryArea !== null);
    expect(drawn.map((l) => l.locationSlug)).toEqual(["sakura-street-ramen-japantown"]);
    const area = deliveryRulesOf(drawn[0]!);
    expect(deliveryVerdict(area, { lat: 37.7765, lng: -122.4245 }).inArea).toBe(true); // Hayes Valley
    expect(deliveryVerdict(area, { lat: 37.7936, lng: -122.3958 }).inArea).toBe(false); // the Embarcadero, 3.1 km off
  });

  it("gives every dine-in restaurant a floor: tables T1..Tn in its own sections, a table of 8, two-tops, walk-in tables, and a host", async () => {
    const locations = await handle.db.select().from(merchantLocations);
    const dineIn = DEMO_RESTAURANTS.filter((r) => r.orderTypes.includes("dinein")).map((r) => r.location.locationSlug);
    expect(dineIn.length).toBeGreaterThanOrEqual(8);
    for (const location of locations.filter((l) => dineIn.includes(l.locationSlug) || l.onlineCheckin)) {
      const slug = location.locationSlug;
      const tables = await handle.db.select().from(diningTables).where(eq(diningTables.locationId, location.id));
      expect(tables.length, slug).toBeGreaterThanOrEqual(8);
      expect(tables.length, slug).toBeLessThanOrEqual(16);
      expect(tables.map((t) => t.tableId).sort(), slug).toEqual(tables.map((_, i) => `T${i + 1}`).sort());
      expect(tables.find((t) => t.tableId === "T4")?.name, slug).toBe("Table 4");
      const sections = new Set(location.tableSection.map((s) => s.id));
      expect(
        tables.every((t) => sections.has(t.sectionId)),
        slug,
      ).toBe(true);
      expect(new Set(tables.map((t) => t.seats)), slug).toEqual(new Set([2, 4, 6, 8]));
      const walkInsOnly = tables.filter((t) => !t.reservable).length;
      expect(walkInsOnly, slug).toBeGreaterThanOrEqual(1);
      expect(walkInsOnly, slug).toBeLessThanOrEqual(2);
      const hosts = await handle.db
        .select()
        .from(staff)
        .where(eq(staff.userName, demoHostUserName(slug)));
      expect(
        hosts.map((h) => [h.role, h.locationId]),
        slug,
      ).toEqual([["host", location.id]]);
    }
    const withoutDineIn = locations.filter((l) => !dineIn.includes(l.locationSlug));
    expect(withoutDineIn.map((l) => l.onlineCheckin)).toEqual([false]);
  });

  it("gives a database seeded before floors and hosts existed its tables and hosts, once", async () => {
    await handle.db.delete(diningTables);
    await handle.db.delete(staff).where(eq(staff.role, "host"));
    await seedDemoData(handle.db, storage);
    const tables = await handle.db.select({ n: count() }).from(diningTables);
    const hosts = await handle.db.select({ n: count() }).from(staff).where(eq(staff.role, "host"));
    const locations = await handle.db.select({ n: count() }).from(merchantLocations);
    expect(tables[0]?.n).toBeGreaterThanOrEqual(8 * 8);
    expect(hosts[0]?.n).toBe(locations[0]?.n);
  });

  it("gives every kitchen 2 or 3 stations with every category routed to one, and an older database its stations, once", async () => {
    const check = async () => {
      const stations = await handle.db.select().from(kitchenStations);
      const locations = await handle.db.select({ id: merchantLocations.id }).from(merchantLocations);
      for (const { id } of locations) {
        const own = stations.filter((s) => s.locationId === id);
        expect(own.length, `location ${id}`).toBeGreaterThanOrEqual(2);
        expect(own.length).toBeLessThanOrEqual(3);
        const routed = own.flatMap((s) => s.categoryIds);
        expect(new Set(routed).size, "no category on two stations").toBe(routed.length);
        expect(routed.length, `location ${id} routes its dishes`).toBeGreaterThan(0);
      }
      return stations.length;
    };
    const first = await check();
    await handle.db.delete(kitchenStations);
    await seedDemoData(handle.db, storage);
    await seedDemoData(handle.db, storage);
    expect(await check()).toBe(first);
  });

  it("gives every location a demo manager, host and kitchen account, and an older database its missing ones, once", async () => {
    await handle.db.delete(staff).where(eq(staff.role, "kitchen"));
    await seedDemoData(handle.db, storage);
    await seedDemoData(handle.db, storage);
    const locations = await handle.db.select().from(merchantLocations);
    const accounts = await handle.db.select().from(staff);
    for (const location of locations) {
      const slug = location.locationSlug;
      const named = [demoStaffUserName(slug), demoHostUserName(slug), demoKitchenUserName(slug)];
      const own = accounts.filter((a) => named.includes(a.userName));
      expect(own.map((a) => [a.userName, a.role, a.locationId]).sort(), slug).toEqual(
        [
          [demoStaffUserName(slug), "manager", location.id],
          [demoHostUserName(slug), "host", location.id],
          [demoKitchenUserName(slug), "kitchen", location.id],
        ].sort(),
      );
    }
  });

  it("stores a file for every media row and gives every location a logo and a cover", async () => {
    const rows = await handle.db.select().from(media);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.id).toMatch(/^[a-z0-9][a-z0-9-]{0,63}$/);
      const bytes = await storage.get({ type: row.entityType.toLowerCase(), id: row.id, extension: row.extension });
      expect(bytes, row.id).not.toBeNull();
      expect(new TextDecoder().decode(bytes ?? new Uint8Array()).startsWith("<svg")).toBe(true);
    }
    const locations = await handle.db.select({ id: merchantLocations.id }).from(merchantLocations);
    for (const l of locations) {
      const own = rows.filter((r) => r.locationId === l.id);
      expect(own.filter((r) => r.entityType === "LOGO")).toHaveLength(1);
      expect(own.some((r) => r.entityType === "META")).toBe(true);
    }
    const subcategories = await handle.db.select().from(menuSubcategories);
    expect(subcategories.length).toBeGreaterThan(0);
    expect(subcategories.every((s) => s.imageMediaId !== null)).toBe(true);
  });

  it("has the demo short links, each to a page of its restaurant, one already expired", async () => {
    const rows = await handle.db.select().from(shortLinks);
    expect(rows.map((r) => r.id).sort()).toEqual(DEMO_SHORT_LINKS.map((l) => l.id).sort());
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get("ramen7")?.target).toBe("/restaurant/sakura-street-ramen-japantown");
    // A short link is public and guessable: none leads to a table (its landing would ask to scan the table's code).
    expect(rows.filter((r) => r.kind === "table" || r.target.includes("/table/"))).toEqual([]);
    expect(byId.get("nye2026")?.target).toBe("/restaurant/gramercy-table-gramercy-park/e/new-years-eve-2026");
    expect(rows.filter((r) => r.expiresAt !== null).map((r) => r.id)).toEqual(["gone2025"]);
    expect(rows.every((r) => /\d/.test(r.id))).toBe(true);
  });

  it("rates every restaurant from its diners' feedback: the rating is the mean of the overall stars, the house questions asked", async () => {
    const locations = await handle.db.select().from(merchantLocations);
    for (const l of locations) {
      const given = await handle.db.select().from(feedback).where(eq(feedback.locationId, l.id));
      const stars = given.map((f) => f.rating!);
      expect(stars.length, l.locationSlug).toBeGreaterThanOrEqual(4);
      expect(l.ratingCount).toBe(stars.length);
      expect(l.rating).toBeCloseTo(Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10, 5);
      expect(given.every((f) => f.answers[0]?.stars === f.rating)).toBe(true);
      const questions = await handle.db.select().from(feedbackQuestions).where(eq(feedbackQuestions.locationId, l.id));
      expect(questions.map((q) => q.kind)).toEqual(["rating", "rating", "rating", "text"]);
    }
  });

  it("has running campaigns at several restaurants, each with dishes, an offer and a coupon the restaurant has, and an upcoming event", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const rows = await handle.db.select().from(campaigns);
    expect(rows.map((r) => r.title).sort()).toEqual(DEMO_CAMPAIGNS.map((c) => c.title).sort());
    expect(new Set(rows.map((r) => r.locationId)).size).toBe(DEMO_CAMPAIGNS.length);
    for (const row of rows) {
      expect(row.startsOn <= today && today <= row.endsOn, row.title).toBe(true);
      expect(row.itemIds.length, row.title).toBeGreaterThanOrEqual(2);
      const dishes = await handle.db.select().from(menuItems).where(inArray(menuItems.id, row.itemIds));
      expect(dishes.every((d) => d.locationId === row.locationId && d.menuTypes.includes(row.menuType))).toBe(true);
      const [coupon] = await handle.db
        .select()
        .from(coupons)
        .where(and(eq(coupons.locationId, row.locationId), eq(coupons.code, row.couponCode ?? "")));
      expect(coupon?.expiresAt ?? null, row.title).toBeNull();
    }
    const [event] = await handle.db.select().from(eventMenus).where(eq(eventMenus.eventSlug, DEMO_EVENT.eventSlug));
    expect(event && event.eventDate > today).toBe(true);
    const eventItems = await handle.db
      .select()
      .from(eventMenuItems)
      .where(eq(eventMenuItems.eventMenuId, event?.id ?? -1));
    expect(eventItems).toHaveLength(DEMO_EVENT.dishCount);
  });

  it("does nothing when seeded again", async () => {
    const before = await countRows();
    expect(await seedDemoData(handle.db, storage)).toEqual({ seeded: false });
    expect(await countRows()).toEqual(before);
  });
});
