/**
 * The sweep of spec §2: every route it lists, with real-looking parameters, lands on a page of its own, never on the
 * not-found page (issue 15: these used to). Only the route table's loaders run here (no page renders), so a route
 * that redirects (the restaurant's own /exploremenu) is followed to where it goes. The README's pages get the same
 * sweep (issue 24: it sent diners to /favourites, which is no page).
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { waitFor } from "@testing-library/react";
import { createMemoryRouter, matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { NOT_FOUND_PATH, routes } from "./routes";

const ORDER = "0b6f5c1e-2d3a-4f5b-8c7d-9e0f1a2b3c4d";
const RESERVATION = "5b0d7f7e-1c2a-4c1e-8f3b-6a9d2e4c8b10";
const M = "/restaurant/sakura-street-ramen";
const MENU = `${M}/menu/pickup`;

const SPEC_ROUTES: readonly string[] = [
  // General and list screens
  "/",
  "/homepage",
  "/landing",
  "/restaurants/city/San%20Francisco",
  "/restaurants/location/37.7749/-122.4194",
  "/location/pick",
  "/location/search",
  "/location/info",
  "/notFound",
  "/Shimmer",
  // Menu, its variants and items
  MENU,
  `${M}/menu/pickup/event/2026-12-31`,
  `${M}/menu/pickup/e/2026-12-31`,
  `${M}/table/T4/menu/dinein`,
  `${M}/table/T4/order/${ORDER}/menu/dinein`,
  `${MENU}/restaurantinfo`,
  `${MENU}/exploremenu`,
  `${M}/table/T4/menu/dinein/exploremenu`,
  `${M}/menu`,
  `${M}/exploremenu`,
  `${M}/restaurantinfo`,
  `${M}/menu/exploremenu`,
  `${M}/menu/restaurantinfo`,
  `${MENU}/tonkotsu-ramen`,
  `${M}/table/T4/menu/dinein/tonkotsu-ramen`,
  `${M}/table/T4/menu/dinein/itemDetails`,
  // Contactless dine-in, cart and checkout
  `${M}/table/T4/menu/dinein/contactlessdinein/landing`,
  `${M}/table/T4/menu/dinein/contactlessdinein/cart`,
  `${M}/cart`,
  `${M}/checkOut`,
  `${M}/table/T4/order/${ORDER}/placeOrder/payment`,
  // Account
  `${M}/account`,
  `${M}/account/Favorites`,
  `${M}/account/MyOrders/${ORDER}`,
  "/account/Profile",
  "/account/DeliveryAddress",
  "/account/policies/terms",
  `/account/MyOrders/OrderSummary/${ORDER}`,
  `${M}/PrivacyPolicy`,
  // Merchant
  M,
  `${M}/details`,
  `${M}/e/winter-omakase-night`,
  `${M}/table/T4`,
  `${M}/campaign/1`,
  `${M}/checkin`,
  `${M}/checkin/table/T4/details`,
  `${M}/tableside/checkIn/T4`,
  `${M}/Reservation`,
  `${M}/reservation/${RESERVATION}`,
  "/checkIn/sakura-street-ramen/closed",
  "/reservation/sakura-street-ramen/closed",
  // Tracking and receipts
  `${M}/tracker/${ORDER}`,
  `${M}/tracker/${ORDER}/e/splitId/s1`,
  `${M}/tracker/${ORDER}/e/transactionId/t1`,
  `${M}/tracker/${ORDER}/orderSummary`,
  `${M}/order/${ORDER}`,
  `${M}/table/T4/order/${ORDER}`,
  `${M}/table/T4/order/${ORDER}/e/splitId/s1`,
  `/receipt/${ORDER}`,
  `${M}/receipt/${ORDER}/orderSummary`,
  `${M}/table/T4/order/${ORDER}/receipt`,
  `/order/${ORDER}/CD/feedbacks`,
  // Short links: one to resolve, and a restaurant's slug
  "/ramen7",
  "/sakura-street-ramen",
];

async function landing(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // A route's first visit loads its lazy module: on a loaded machine that can take longer than waitFor's 1 s default.
  await waitFor(() => expect(router.state.initialized && router.state.navigation.state).toBe("idle"), { timeout: 10_000 });
  const pathname = router.state.location.pathname;
  router.dispose();
  return pathname;
}

describe("every route of spec §2", () => {
  it.each(SPEC_ROUTES.filter((path) => path !== NOT_FOUND_PATH))("%s has a page of its own", async (path) => {
    expect(await landing(path)).not.toBe(NOT_FOUND_PATH);
  });

  it("sends the restaurant's own /exploremenu and /restaurantinfo over its default menu", async () => {
    expect(await landing(`${M}/exploremenu`)).toBe(`${M}/menu/exploremenu`);
    expect(await landing(`${M}/restaurantinfo`)).toBe(`${M}/menu/restaurantinfo`);
  });
});

/** Paths the README writes that are no page of the web app, and why. */
const NOT_WEB_PAGES: [RegExp, string][] = [
  [/^\/data-services(\/|$)/, "the API"],
  [/^\/media(\/|$)/, "media files, served by the server"],
  [/^\/sandbox-processor\//, "the sandbox card processor's pages, served by the server"],
  [/^\/sandbox\/delivery\//, "the sandbox couriers' tracking pages, served by the server"],
  [/^\/(search|reverse)$/, "a geocoding service's own calls"],
  [/^\/usr\//, "a file on the machine"],
  [/^\/staff(\/|$)/, "the staff console's pages (apps/staff), served under /staff"],
];
/** What the README's placeholders stand for. */
const PLACEHOLDERS: Record<string, string> = { "<merchantType>": "restaurant", "<slug>": "sakura-street-ramen-japantown" };

const readme = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "../../../../README.md"), "utf8").replace(/```[\s\S]*?```/g, "");
/** Every path the README writes in code (`/…`), placeholders filled in. */
const readmePaths = readme
  .split("`")
  .filter((_, i) => i % 2 === 1)
  .filter((code) => /^\/\S*$/.test(code))
  .map((code) => code.replace(/<\w+>/g, (placeholder) => PLACEHOLDERS[placeholder] ?? placeholder));
const readmePages = [...new Set(readmePaths.filter((path) => !NOT_WEB_PAGES.some(([pattern]) => pattern.test(path))))];
/** The short links the README names ("short links such as `/ramen7`, …"). */
const readmeShortLinks =
  (readme.match(/short links such as ([^;]*);/)?.[1] ?? "").match(/`\/\w+`/g)?.map((code) => code.slice(1, -1)) ?? [];

describe("every page the README names", () => {
  it("is found, and names a few", () => {
    expect(readmePages).toContain("/location/pick");
    expect(readmeShortLinks).toContain("/ramen7");
  });

  it.each(readmePages)("%s has a page of its own", async (path) => {
    expect(await landing(path)).not.toBe(NOT_FOUND_PATH);
    const matched = matchRoutes(routes, path)?.at(-1)?.route.path;
    // A single word is read as a short link (or a restaurant's slug): only the short links the README names are pages.
    if (matched === ":tinyURLId") expect(readmeShortLinks, `${path} is no page: a short link nobody made`).toContain(path);
  });
});
