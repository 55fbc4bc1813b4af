/**
 * A restaurant's web page as the server sends it: its own title, description, canonical address, Open Graph tags and
 * schema.org JSON-LD (the Restaurant, and on a menu page its Menu), and its first data as the API answers it, so
 * search engines and link previews see the restaurant and the app shows it without asking first.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { menuDataSchema } from "@forkful/contracts/menu";
import { findMerchantAnswerSchema, type RestaurantSummary, restaurantDetailSchema } from "@forkful/contracts/merchants";
import { PAGE_DATA_ELEMENT_ID, restaurantPageTitle } from "@forkful/contracts/restaurant-page";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { merchantLocations } from "../../db/schema/merchants";
import { createTestApp, type TestApp } from "../../test/test-app";
import { menuTypeOfPage } from "./restaurant-pages";

const APP_HTML =
  '<!doctype html><html><head><meta charset="UTF-8" /><meta name="description" content="Order from your favourite restaurants." />' +
  "<title>Forkful</title></head><body><div id=root></div></body></html>";

const SITE = "https://forkful.example";

let t: TestApp;
let webDistDir: string;
let restaurant: RestaurantSummary;
beforeAll(async () => {
  webDistDir = await mkdtemp(join(tmpdir(), "forkful-web-"));
  await writeFile(join(webDistDir, "index.html"), APP_HTML);
  t = await createTestApp({ webDistDir, config: { PUBLIC_URL: SITE } });
  const { restaurants } = findMerchantAnswerSchema.parse((await t.call("/customer/findMerchant/v2", {})).body);
  restaurant = restaurants.find((r) => r.orderTypes.some((o) => o.menuType === "pickup")) as RestaurantSummary;
});
afterAll(async () => {
  await t.close();
  await rm(webDistDir, { recursive: true, force: true });
});

const page = async (path: string) => {
  const answer = await t.app.inject({ method: "GET", url: path });
  expect(answer.statusCode).toBe(200);
  return answer.body;
};
const home = () => `/${restaurant.merchantType}/${restaurant.locationSlug}`;
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]);
const metaOf = (html: string, name: string) => all(html, new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`, "g"));
const jsonLdOf = (html: string) => all(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g).map((text) => JSON.parse(text!));
const pageDataOf = (html: string) =>
  JSON.parse(html.match(new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`))?.[1] ?? "null");

describe("a restaurant's page", () => {
  it("has the restaurant's title, description, canonical address and preview tags, in place of the app's", async () => {
    const detail = restaurantDetailSchema.parse((await t.call("/merchants/locations/slug", { slug: restaurant.locationSlug })).body);
    const html = await page(`${home()}?t=table-token`);
    expect(all(html, /<title>([^<]*)<\/title>/g)).toEqual([restaurantPageTitle(detail).replace("&", "&amp;")]);
    expect(metaOf(html, "description")).toHaveLength(1);
    expect(metaOf(html, "description")[0]).toContain(detail.city);
    expect(html).toContain(`<link rel="canonical" href="${SITE}${home()}" />`);
    expect(metaOf(html, "og:url")).toEqual([`${SITE}${home()}`]);
    expect(metaOf(html, "og:title")).toHaveLength(1);
    expect(metaOf(html, "og:image")[0]).toMatch(/^https:\/\/forkful\.example\/media\//);
  });

  it("describes the restaurant in JSON-LD, and carries its details as the API answers them", async () => {
    const html = await page(home());
    const [ld] = jsonLdOf(html);
    expect(ld).toMatchObject({ "@context": "https://schema.org", "@type": "Restaurant", url: `${SITE}${home()}` });
    expect(ld.address).toMatchObject({ "@type": "PostalAddress", addressLocality: restaurant.city });
    expect(ld.openingHoursSpecification.length).toBeGreaterThan(0);
    expect(ld.hasMenu).toBe(`${SITE}${home()}/menu`);
    const data = pageDataOf(html);
    expect(data.slug).toBe(restaurant.locationSlug);
    expect(data.menu).toBeUndefined();
    const answered = (await t.call("/merchants/locations/slug", { slug: restaurant.locationSlug })).body;
    expect(restaurantDetailSchema.parse(data.restaurant)).toEqual(answered);
  });

  it("on a menu page, carries the menu and Popular dishes the API answers and lists the menu by section in JSON-LD", async () => {
    const html = await page(`${home()}/menu/pickup`);
    const data = pageDataOf(html);
    const answered = menuDataSchema.parse((await t.call("/merchants/menu/v2", { locationId: restaurant.id, type: "pickup" })).body);
    expect(menuDataSchema.parse(data.menu)).toEqual(answered);
    expect(data.popular).toEqual((await t.get(`/order/popular-dishes/${restaurant.id}`)).body);
    const menu = jsonLdOf(html)[0].hasMenu;
    expect(menu["@type"]).toBe("Menu");
    expect(menu.hasMenuSection.map((s: { name: string }) => s.name)).toEqual(answered.availableCategory);
    const dish = answered.menu[0]!;
    const listed = menu.hasMenuSection.flatMap((s: { hasMenuItem: unknown[] }) => s.hasMenuItem);
    expect(listed).toHaveLength(answered.menu.length);
    expect(listed).toContainEqual(
      expect.objectContaining({
        name: dish.itemName,
        offers: { "@type": "Offer", price: (dish.price / 100).toFixed(2), priceCurrency: answered.currency },
      }),
    );
  });

  it("keeps a name with markup in it as text: it cannot close a tag or the script it sits in", async () => {
    const other = (await t.call("/customer/findMerchant/v2", {})).body as { restaurants: RestaurantSummary[] };
    const target = other.restaurants.find((r) => r.id !== restaurant.id)!;
    const hostile = `Nine "Lives" & Co </script><script>alert(1)</script>`;
    await t.database.db.update(merchantLocations).set({ branchName: hostile }).where(eq(merchantLocations.id, target.id));
    const html = await page(`/${target.merchantType}/${target.locationSlug}/menu`);
    expect(html).not.toContain("<script>alert(1)");
    expect(jsonLdOf(html)[0].name).toContain(hostile);
    expect(pageDataOf(html).restaurant.branchName).toBe(hostile);
    expect(all(html, /<title>([^<]*)<\/title>/g)[0]).toContain("Nine &quot;Lives&quot; &amp; Co &lt;/script&gt;");
  });

  it("leaves the app's own head on a page of no restaurant, and on the app's other pages", async () => {
    for (const path of ["/restaurant/no-such-place", "/account", "/"]) {
      const html = await page(path);
      expect(all(html, /<title>([^<]*)<\/title>/g)).toEqual(["Forkful"]);
      expect(html).not.toContain(PAGE_DATA_ELEMENT_ID);
      expect(html).not.toContain("application/ld+json");
    }
  });
});

describe("the menu a page shows", () => {
  const restaurantOf = (...menuTypes: ("pickup" | "delivery" | "dinein")[]) => ({
    orderTypes: menuTypes.map((menuType) => ({ menuType })),
  });
  it.each([
    ["/restaurant/kiln/menu/delivery", "delivery"],
    ["/restaurant/kiln/menu/dinein/garden-salad", "dinein"],
    ["/restaurant/kiln/menu", "delivery"],
    ["/restaurant/kiln/menu/pickup/event/2026-12-01", null],
    ["/restaurant/kiln/menu/pickup/e/2026-12-01", null],
    ["/restaurant/kiln/menu/brunch", null],
    ["/restaurant/kiln/table/4/menu/dinein", null],
    ["/restaurant/kiln", null],
  ])("%s → %s", (path, menuType) => {
    expect(menuTypeOfPage(path, restaurantOf("delivery", "pickup") as never)).toBe(menuType);
  });
});
