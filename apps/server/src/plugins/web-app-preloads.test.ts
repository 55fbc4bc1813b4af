/**
 * A first page's HTML names the scripts that page loads beyond the entry's (the web build's list), as modulepreload
 * links, so the browser fetches them with the entry; any other page names none.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PAGE_PRELOADS_FILE } from "@forkful/contracts/restaurant-page";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { firstPageKindOf } from "./web-app";

const PRELOADS = {
  home: ["assets/restaurant-list-page-a1.js", "assets/card-b2.js"],
  restaurant: ["assets/restaurant-home-page-c3.js"],
  menu: ["assets/menu-page-d4.js", "../secrets.js", 'assets/x.js"><script>', 7],
};

let t: TestApp;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = await mkdtemp(join(tmpdir(), "forkful-web-"));
  await mkdir(join(webDistDir, ".vite"));
  await writeFile(join(webDistDir, "index.html"), "<!doctype html><html><head><title>Forkful</title></head><body></body></html>");
  await writeFile(join(webDistDir, PAGE_PRELOADS_FILE), JSON.stringify(PRELOADS));
  t = await createTestApp({ webDistDir });
});
afterAll(async () => {
  await t.close();
  await rm(webDistDir, { recursive: true, force: true });
});

const preloadsOf = async (path: string) => {
  const html = (await t.app.inject({ method: "GET", url: path })).body;
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
};

describe("the scripts a page names for the browser to fetch at once", () => {
  it("are its own page's, from the build's list, and only well-formed asset names", async () => {
    expect(await preloadsOf("/")).toEqual(["/assets/restaurant-list-page-a1.js", "/assets/card-b2.js"]);
    expect(await preloadsOf("/restaurants/city/New%20York")).toEqual(["/assets/restaurant-list-page-a1.js", "/assets/card-b2.js"]);
    expect(await preloadsOf("/restaurant/kiln-soho")).toEqual(["/assets/restaurant-home-page-c3.js"]);
    expect(await preloadsOf("/restaurant/kiln-soho/menu/pickup")).toEqual(["/assets/menu-page-d4.js"]);
    expect(await preloadsOf("/account")).toEqual([]);
    expect(await preloadsOf("/restaurant/kiln-soho/cart")).toEqual([]);
  });

  it("are none when the build wrote no list", async () => {
    await rm(join(webDistDir, PAGE_PRELOADS_FILE));
    expect(await preloadsOf("/")).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/" })).statusCode).toBe(200);
  });
});

describe("which first page a path opens", () => {
  it.each([
    ["/", "home"],
    ["/homepage", "home"],
    ["/landing", "home"],
    ["/restaurants/location/40.7/-74", "home"],
    ["/restaurant/kiln-soho", "restaurant"],
    ["/restaurant/kiln-soho/menu", "menu"],
    ["/restaurant/kiln-soho/menu/delivery/garden-salad", "menu"],
    ["/restaurant/kiln-soho/table/4/menu/dinein", "menu"],
    ["/restaurant/kiln-soho/checkOut", null],
    ["/account/MyOrders", null],
    ["/receipt/abc", null],
  ])("%s → %s", (path, kind) => {
    expect(firstPageKindOf(path)).toBe(kind);
  });
});
