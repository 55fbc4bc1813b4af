/**
 * The sweep of spec §2: every route it lists, with real-looking parameters, lands on a page of its own, never on the
 * not-found page (issue 15: these used to). Only the route table's loaders run here (no page renders), so a route
 * that redirects (the restaurant's own /exploremenu) is followed to where it goes.
 */
import { waitFor } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
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
  await waitFor(() => expect(router.state.initialized && router.state.navigation.state).toBe("idle"));
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
