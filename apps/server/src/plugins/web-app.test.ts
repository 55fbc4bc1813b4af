/**
 * The web app's pages and their content security policy: only a page of a restaurant with a tag manager (spec §9
 * googleTag) lets the tag manager run, with a nonce of its own that the page carries for the web to use.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CSP_NONCE_META, GTM_COLLECT_ORIGIN, GTM_ORIGIN } from "@forkful/contracts/tag-manager";
import { eq, isNotNull, isNull } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { merchantLocations, merchants } from "../db/schema/merchants";
import { createTestApp, type TestApp } from "../test/test-app";
import { restaurantSlugOfPage } from "./web-app";

let t: TestApp;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = await mkdtemp(join(tmpdir(), "forkful-web-"));
  await writeFile(
    join(webDistDir, "index.html"),
    "<!doctype html><html><head><title>Forkful</title></head><body><div id=root></div></body></html>",
  );
  t = await createTestApp({ webDistDir });
});
afterAll(async () => {
  await t.close();
  await rm(webDistDir, { recursive: true, force: true });
});

/** The path of a seeded restaurant's home page, with or without a tag manager (the `nth` such one). */
async function restaurantPath(tagged: boolean, nth = 0): Promise<string> {
  const [row] = await t.database.db
    .select({ type: merchants.merchantType, slug: merchantLocations.locationSlug })
    .from(merchantLocations)
    .innerJoin(merchants, eq(merchants.id, merchantLocations.merchantId))
    .where(tagged ? isNotNull(merchantLocations.googleTag) : isNull(merchantLocations.googleTag))
    .orderBy(merchantLocations.id)
    .offset(nth)
    .limit(1);
  return `/${row!.type}/${row!.slug}`;
}

const page = (url: string) => t.app.inject({ method: "GET", url });
const csp = (answer: LightMyRequestResponse) => String(answer.headers["content-security-policy"]);
const scriptSrc = (answer: LightMyRequestResponse) => csp(answer).match(/script-src ([^;]*)/)?.[1] ?? "";
const nonceOfPage = (answer: LightMyRequestResponse) =>
  answer.body.match(new RegExp(`<meta property="${CSP_NONCE_META}" nonce="([^"]+)"`))?.[1] ?? null;

describe("a page of a restaurant with a tag manager", () => {
  it("lets the tag manager run with a nonce of its own, which the page carries", async () => {
    const home = await restaurantPath(true);
    for (const url of [home, `${home}/menu/pickup`, `${home}/cart`]) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers["content-type"]).toContain("text/html");
      const nonce = nonceOfPage(answer);
      expect(nonce, url).toMatch(/^[A-Za-z0-9+/=]{24}$/);
      expect(scriptSrc(answer).split(" ")).toEqual(["'self'", `'nonce-${nonce}'`, GTM_ORIGIN]);
      expect(csp(answer)).toContain(`connect-src 'self' ${GTM_COLLECT_ORIGIN}`);
      expect(csp(answer)).toContain("default-src 'self'");
      // A page with a nonce is never kept by a cache, so its nonce is never served twice.
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
  });

  it("gets a new nonce on every load", async () => {
    const home = await restaurantPath(true);
    const nonces = new Set([nonceOfPage(await page(home)), nonceOfPage(await page(home)), nonceOfPage(await page(home))]);
    expect(nonces.size).toBe(3);
  });
});

describe("every other answer", () => {
  it.each([
    ["the restaurant list", "/"],
    ["the app's HTML by name", "/index.html"],
    ["the account", "/account/MyOrders"],
    ["a receipt", "/receipt/4f1c2a0e-0000-4000-8000-000000000000"],
    ["a city's restaurants", "/restaurants/city/Bengaluru"],
    ["an unknown restaurant", "/restaurant/no-such-place/menu"],
    ["a page that is no restaurant's", "/notFound"],
  ])("%s (%s) has no tag manager in its policy and no nonce", async (_name, url) => {
    const answer = await page(url);
    expect(answer.statusCode).toBe(200);
    expect(scriptSrc(answer)).toBe("'self'");
    expect(csp(answer)).not.toContain("googletagmanager");
    expect(csp(answer)).not.toContain("google-analytics");
    expect(nonceOfPage(answer)).toBeNull();
    // The empty tag tells the web this page may not run the tag manager.
    expect(answer.body).toContain(`<meta property="${CSP_NONCE_META}" /></head>`);
    expect(answer.headers["cache-control"]).toBe("no-cache");
  });

  it("a restaurant without a tag manager has none", async () => {
    const answer = await page(`${await restaurantPath(false)}/menu/pickup`);
    expect(scriptSrc(answer)).toBe("'self'");
    expect(nonceOfPage(answer)).toBeNull();
  });

  it("a restaurant whose tag is not a container id has none", async () => {
    // One no page was asked for yet: tags are kept a while per restaurant.
    const path = await restaurantPath(false, 2);
    const slug = path.split("/")[2]!;
    await t.database.db.update(merchantLocations).set({ googleTag: "GTM-1'><script>" }).where(eq(merchantLocations.locationSlug, slug));
    try {
      const answer = await page(`${path}/details`);
      expect(scriptSrc(answer)).toBe("'self'");
    } finally {
      await t.database.db.update(merchantLocations).set({ googleTag: null }).where(eq(merchantLocations.locationSlug, slug));
    }
  });

  it("API answers have no tag manager in their policy", async () => {
    const answer = await page("/data-services/health");
    expect(csp(answer)).toContain("script-src 'self'");
    expect(csp(answer)).not.toContain("googletagmanager");
  });
});

describe("restaurantSlugOfPage", () => {
  it.each([
    ["/restaurant/gramercy-tavern", "gramercy-tavern"],
    ["/cafe/blue_bottle/menu/pickup", "blue_bottle"],
    ["/", null],
    ["/homepage", null],
    ["/account/MyOrders", null],
    ["/receipt/abc-123", null],
    ["/restaurants/city/Paris", null],
    ["/restaurant/..%2Fetc", null],
    ["/restaurant/a b", null],
  ])("%s → %s", (path, slug) => {
    expect(restaurantSlugOfPage(path)).toBe(slug);
  });
});
