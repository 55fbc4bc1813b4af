import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { distanceKm } from "@forkful/contracts/delivery-area";
import { NEAR_ME_RADIUS_KM } from "@forkful/contracts/distance";
import { encodeRequest } from "@forkful/contracts/envelope";
import { findMerchantAnswerSchema, merchantDetailsSchema, restaurantDetailSchema } from "@forkful/contracts/merchants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_NOW, type TestApp } from "../../test/test-app";

let t: TestApp;
let now = TEST_NOW;
beforeAll(async () => {
  const webDistDir = await mkdtemp(join(tmpdir(), "forkful-web-"));
  await writeFile(join(webDistDir, "index.html"), "<!doctype html><title>Forkful</title><div id=root></div>");
  t = await createTestApp({ webDistDir, clock: () => now });
});
afterAll(() => t.close());

async function allRestaurants() {
  const { body } = await t.call("/customer/findMerchant/v2", {});
  return findMerchantAnswerSchema.parse(body);
}

describe("POST /customer/findMerchant/v2", () => {
  it("lists every seeded restaurant with its cities", async () => {
    const answer = await allRestaurants();
    expect(answer.restaurants.length).toBeGreaterThanOrEqual(8);
    expect(answer.cities.length).toBeGreaterThanOrEqual(4);
    expect(new Set(answer.restaurants.map((r) => r.currency))).toEqual(new Set(["USD", "INR"]));
    expect(answer.restaurants.every((r) => r.distanceKm === null)).toBe(true);
  });

  it("filters by city whatever its case", async () => {
    const { cities } = await allRestaurants();
    const city = cities[0]!;
    const { status, body } = await t.call("/customer/findMerchant/v2", { cityName: city.name.toUpperCase() });
    expect(status).toBe(200);
    const answer = findMerchantAnswerSchema.parse(body);
    expect(answer.restaurants).toHaveLength(city.count);
    expect(answer.restaurants.every((r) => r.city === city.name)).toBe(true);
  });

  it("lists near me only within the near-me radius, open first, then nearest, with distances", async () => {
    const { restaurants } = await allRestaurants();
    const here = restaurants.find((r) => r.city === "Bengaluru")!;
    const near = findMerchantAnswerSchema.parse((await t.call("/customer/findMerchant/v2", { lat: here.lat, lng: here.lng })).body);
    const expected = restaurants.filter((r) => distanceKm(here, r) <= NEAR_ME_RADIUS_KM);
    expect(near.restaurants.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
    expect(near.restaurants.length).toBeLessThan(restaurants.length);
    expect(near.restaurants.every((r) => r.distanceKm !== null && r.distanceKm <= NEAR_ME_RADIUS_KM)).toBe(true);
    expect(near.restaurants.find((r) => r.id === here.id)!.distanceKm).toBe(0);
    // Open ones first; within each group the nearest first.
    const keys = near.restaurants.map((r) => [1 - r.open, r.distanceKm ?? -1] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect(near.cities.length).toBeGreaterThanOrEqual(4);
  });

  it("puts an open restaurant before a nearer closed one", async () => {
    // 13:30 in Mumbai: one of its two restaurants is open, the other (no opening hours) never is; they are ~15 km apart.
    now = new Date("2026-11-23T08:00:00Z");
    try {
      const mumbai = findMerchantAnswerSchema.parse((await t.call("/customer/findMerchant/v2", { cityName: "Mumbai" })).body).restaurants;
      const closed = mumbai.find((r) => r.open === 0)!;
      const open = mumbai.find((r) => r.open === 1)!;
      const near = findMerchantAnswerSchema.parse((await t.call("/customer/findMerchant/v2", { lat: closed.lat, lng: closed.lng })).body);
      expect(near.restaurants.map((r) => r.id)).toEqual([open.id, closed.id]);
      expect(near.restaurants[0]!.distanceKm).toBeGreaterThan(near.restaurants[1]!.distanceKm!);
    } finally {
      now = TEST_NOW;
    }
  });

  it("answers an empty list, with the cities to browse, when nothing is near", async () => {
    const middleOfTheAtlantic = { lat: 0, lng: -30 };
    const { status, body } = await t.call("/customer/findMerchant/v2", middleOfTheAtlantic);
    expect(status).toBe(200);
    const answer = findMerchantAnswerSchema.parse(body);
    expect(answer.restaurants).toEqual([]);
    expect(answer.cities.length).toBeGreaterThanOrEqual(4);
  });

  it("honours a radius the caller asks for", async () => {
    const { restaurants } = await allRestaurants();
    const here = restaurants.find((r) => r.city === "New York")!;
    const wide = findMerchantAnswerSchema.parse(
      (await t.call("/customer/findMerchant/v2", { lat: here.lat, lng: here.lng, radiusKm: 20000 })).body,
    );
    expect(wide.restaurants).toHaveLength(restaurants.length);
    const tiny = findMerchantAnswerSchema.parse(
      (await t.call("/customer/findMerchant/v2", { lat: here.lat, lng: here.lng, radiusKm: 0.1 })).body,
    );
    expect(tiny.restaurants.map((r) => r.id)).toEqual([here.id]);
  });

  it("gives each card its time to ready and its delivery fee and minimum", async () => {
    const { restaurants } = await allRestaurants();
    for (const r of restaurants) {
      expect(r.defaultPickUpETA, r.locationSlug).toBeGreaterThan(0);
      expect(r.deliverySettings.minimumOrder, r.locationSlug).toBeGreaterThan(0);
    }
    const detail = restaurantDetailSchema.parse((await t.call("/merchants/locations/id", { locationId: restaurants[0]!.id })).body);
    expect(restaurants[0]!.deliverySettings).toEqual(detail.deliverySettings);
    expect(restaurants[0]!.delivery).toBe(detail.delivery);
  });

  it("finds restaurants by cuisine text", async () => {
    const { restaurants } = await allRestaurants();
    const cuisine = restaurants[0]!.cuisine[0]!;
    const answer = findMerchantAnswerSchema.parse((await t.call("/customer/findMerchant/v2", { searchText: cuisine.toLowerCase() })).body);
    expect(answer.restaurants.map((r) => r.id)).toContain(restaurants[0]!.id);
    const none = findMerchantAnswerSchema.parse((await t.call("/customer/findMerchant/v2", { searchText: "zzqx-no-such-food" })).body);
    expect(none.restaurants).toEqual([]);
  });

  it("finds restaurants by a street of their address (the location search)", async () => {
    const { restaurants } = await allRestaurants();
    const street = restaurants[0]!.address.split(",")[0]!.replace(/^\d+\s*/, "");
    const answer = findMerchantAnswerSchema.parse((await t.call("/customer/findMerchant/v2", { searchText: street })).body);
    expect(answer.restaurants.map((r) => r.id)).toContain(restaurants[0]!.id);
  });

  it.each([
    [{ lat: 12.9 }, "lat and lng must be given together"],
    [{ lat: 200, lng: 0 }, "lat must be between -90 and 90"],
    [{ lat: 0, lng: -500 }, "lng must be between -180 and 180"],
    [{ searchText: "x".repeat(81) }, "searchText is too long"],
  ])("refuses %j with a clear 400", async (payload, message) => {
    const { status, body } = await t.call("/customer/findMerchant/v2", payload);
    expect(status).toBe(400);
    expect((body as { message: string }).message).toContain(message);
  });
});

describe("the envelope and version conventions", () => {
  it("refuses a request without X-App-Version: v2", async () => {
    const response = await t.app.inject({ method: "POST", url: "/data-services/customer/findMerchant/v2", payload: encodeRequest({}) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The x-app-version header must be v2");
  });

  it.each([
    [{}, "Invalid body"],
    [{ data: "%%%" }, "not base64url"],
    [{ data: Buffer.from("not json").toString("base64url") }, "not valid JSON"],
  ])("refuses the body %j with a clear 400", async (payload, message) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/data-services/customer/findMerchant/v2",
      headers: { "x-app-version": "v2" },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it("answers unknown API paths with a JSON 404 and other paths with the web app", async () => {
    const api = await t.get("/no/such/call");
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ statusCode: 404, error: "Not Found" });
    for (const url of ["/", "/restaurant/anything/menu/pickup", "/notFound"]) {
      const page = await t.app.inject({ method: "GET", url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["content-type"]).toContain("text/html");
      expect(page.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("serves health without a version header and the OpenAPI document", async () => {
    expect((await t.app.inject({ method: "GET", url: "/data-services/health" })).json()).toMatchObject({ status: "ok" });
    const docs = await t.app.inject({ method: "GET", url: "/data-services/docs/json" });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toContain("/data-services/merchants/locations/slug");
  });

  it("sends a request id and security headers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/data-services/health" });
    expect(response.headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("restaurant details", () => {
  it("answers a slug and an id with the same full detail", async () => {
    const [first] = (await allRestaurants()).restaurants;
    const bySlug = await t.call("/merchants/locations/slug", { slug: first!.locationSlug });
    expect(bySlug.status).toBe(200);
    const detail = restaurantDetailSchema.parse(bySlug.body);
    const byId = await t.call("/merchants/locations/id", { staffId: null, locationId: detail.id });
    expect(byId.body).toEqual(bySlug.body);
    expect(detail.orderTypes.length).toBeGreaterThan(0);
    expect(detail.media.some((m) => m.entityType === "LOGO")).toBe(true);
  });

  it("answers unknown slugs and ids with a 404 and bad ones with a 400", async () => {
    expect(await t.call("/merchants/locations/slug", { slug: "no-such-place" })).toMatchObject({
      status: 404,
      body: { message: "No restaurant has the address 'no-such-place'" },
    });
    expect((await t.call("/merchants/locations/id", { locationId: 999999 })).status).toBe(404);
    expect((await t.call("/merchants/locations/id", { locationId: "abc" })).status).toBe(400);
    expect((await t.call("/merchants/locations/slug", { slug: "../etc" })).status).toBe(400);
    expect((await t.call("/merchants/locations/slug", {})).status).toBe(400);
  });

  it("covers the special restaurants of the demo data", async () => {
    const details = await Promise.all(
      (await allRestaurants()).restaurants.map(async (r) =>
        restaurantDetailSchema.parse((await t.call("/merchants/locations/slug", { slug: r.locationSlug })).body),
      ),
    );
    const closed = details.filter((d) => d.workingHours.length === 0);
    expect(closed).toHaveLength(1);
    expect(closed[0]).toMatchObject({ open: 0, nextSession: null, activeSessionEndTime: null });
    expect(details.some((d) => d.disabledServices.isReservation)).toBe(true);
    expect(details.some((d) => d.theme.primaryColor !== "#E52333")).toBe(true);
    expect(details.filter((d) => d.theme.primaryColor === "#E52333" && d.theme.textColor === "#FFFFFF").length).toBeGreaterThan(0);
    expect(details.some((d) => d.events.length > 0)).toBe(true);
    expect(details.some((d) => d.uiFeatureFlags.googleTag)).toBe(true);
    expect(details.some((d) => d.open === 1)).toBe(true);
  });

  it("answers merchant details for a brand slug or a location slug", async () => {
    const [first] = (await allRestaurants()).restaurants;
    const byBrand = merchantDetailsSchema.parse((await t.call("/merchants/details/v2", { slug: first!.merchantSlug })).body);
    const byLocation = merchantDetailsSchema.parse((await t.call("/merchants/details/v2", { slug: first!.locationSlug })).body);
    expect(byBrand).toEqual(byLocation);
    expect(byBrand.locations.map((l) => l.id)).toContain(first!.id);
    expect((await t.call("/merchants/details/v2", { slug: "nobody-here" })).status).toBe(404);
  });
});

describe("the web app host", () => {
  it("answers a missing asset with 404, not the app's HTML", async () => {
    const response = await t.app.inject({ method: "GET", url: "/assets/index-missing.js" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
  });

  it("serves files of the web app and counts only API calls against the rate limit", async () => {
    const response = await t.app.inject({ method: "GET", url: "/index.html" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-ratelimit-limit"]).toBeUndefined();
    expect((await t.app.inject({ method: "GET", url: "/data-services/health" })).headers["x-ratelimit-limit"]).toBeDefined();
  });
});
