import { waitFor } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ORDER_ID } from "../shared/testing/order-fixtures";
import { routeChain } from "../shared/testing/render-router";
import { NOT_FOUND_PATH, routes } from "./routes";

const chain = (path: string) => routeChain(routes, path);

const R = ":merchantType/:merchantSlug";

describe("route table", () => {
  it.each([
    ["/", "(index)"],
    ["/homepage", "homepage"],
    ["/landing", "landing"],
    ["/restaurants/city/New%20York", "restaurants/city/:cityName"],
    ["/restaurants/location/12.97/77.59", "restaurants/location/:lat/:lng"],
    ["/notFound", "notFound"],
    ["/Shimmer", "Shimmer"],
    ["/restaurant/spice-house", `${R} > (index)`],
    ["/restaurant/spice-house/details", `${R} > details`],
    ["/restaurant/spice-house/menu", `${R} > menu > (index)`],
    ["/restaurant/spice-house/menu/exploremenu", `${R} > menu > exploremenu`],
    ["/restaurant/spice-house/menu/restaurantinfo", `${R} > menu > restaurantinfo`],
    ["/restaurant/spice-house/menu/pickup", `${R} > menu/:menuType > (index)`],
    ["/restaurant/spice-house/menu/pickup/exploremenu", `${R} > menu/:menuType > exploremenu`],
    ["/restaurant/spice-house/menu/pickup/restaurantinfo", `${R} > menu/:menuType > restaurantinfo`],
    ["/restaurant/spice-house/menu/pickup/masala-dosa", `${R} > menu/:menuType > :itemName`],
    ["/restaurant/spice-house/menu/pickup/itemDetails", `${R} > menu/:menuType > itemDetails`],
    ["/restaurant/spice-house/menu/pickup/event/2025-12-31", `${R} > menu/:menuType/event/:eventDate > (index)`],
    ["/restaurant/spice-house/menu/pickup/event/2025-12-31/exploremenu", `${R} > menu/:menuType/event/:eventDate > exploremenu`],
    ["/restaurant/spice-house/menu/pickup/e/2025-12-31", `${R} > menu/:menuType/e/:eventDate > (index)`],
    ["/restaurant/spice-house/menu/pickup/e/2025-12-31/restaurantinfo", `${R} > menu/:menuType/e/:eventDate > restaurantinfo`],
    ["/restaurant/spice-house/table/T4/menu/dinein", `${R} > table/:tableId/menu/:menuType > (index)`],
    ["/restaurant/spice-house/table/T4/menu/dinein/exploremenu", `${R} > table/:tableId/menu/:menuType > exploremenu`],
    ["/restaurant/spice-house/table/T4/menu/dinein/paneer-tikka", `${R} > table/:tableId/menu/:menuType > :itemName`],
    ["/restaurant/spice-house/table/T4/menu/dinein/itemDetails", `${R} > table/:tableId/menu/:menuType > itemDetails`],
    ["/restaurant/spice-house/table/T4/order/ORD-9/menu/dinein", `${R} > table/:tableId/order/:orderId/menu/:menuType > (index)`],
    [
      "/restaurant/spice-house/table/T4/order/ORD-9/menu/dinein/restaurantinfo",
      `${R} > table/:tableId/order/:orderId/menu/:menuType > restaurantinfo`,
    ],
    ["/account", "account > (index)"],
    ["/account/Profile", "account > :name"],
    ["/account/FAQ", "account > :name"],
    ["/account/policies", "account > :name"],
    ["/account/policies/terms", "account > policies/terms"],
    ["/account/policies/CancellationPolicy", "account > policies/CancellationPolicy"],
    ["/account/policies/PrivacyPolicy", "account > policies/PrivacyPolicy"],
    ["/account/MyOrders/ORD-9", "account > :name/:orderId"],
    ["/account/MyOrders/OrderSummary/ORD-9", "account/MyOrders/OrderSummary/:orderId"],
    ["/restaurant/spice-house/account", `${R} > account > (index)`],
    ["/restaurant/spice-house/account/DeliveryAddress", `${R} > account > :name`],
    ["/restaurant/spice-house/account/policies/CancellationPolicy", `${R} > account > policies/CancellationPolicy`],
    ["/restaurant/spice-house/account/MyOrders/OrderSummary/ORD-9", `${R} > account/MyOrders/OrderSummary/:orderId`],
    ["/restaurant/spice-house/PrivacyPolicy", `${R} > PrivacyPolicy`],
    ["/no/such/deep/path", "*"],
    // One segment is a short link (spec §2 /{tinyURLId}): its page resolves it or, without a digit, opens that restaurant.
    ["/whatever", ":tinyURLId"],
    ["/ramen7", ":tinyURLId"],
    ["/restaurant/spice-house/unknown", "*"],
  ])("%s → %s", (path, expected) => {
    expect(chain(path)).toBe(expected);
  });
});

/** A route's module loads lazily; its first transform can take over a second on a busy machine (the check is the same). */
const ROUTE_LOAD = { timeout: 5000 };

describe("route parameter validation", () => {
  async function landing(path: string): Promise<string> {
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    await waitFor(() => expect(router.state.initialized && router.state.navigation.state).toBe("idle"), ROUTE_LOAD);
    const pathname = router.state.location.pathname;
    router.dispose();
    return pathname;
  }

  it.each([
    "/restaurant/spice-house/menu/brunch",
    "/restaurant/spice-house/menu/pickup/event/2025-02-30",
    "/restaurant/spice-house/menu/pickup/e/tomorrow",
    "/restaurant/spice-house/table/T%204/menu/dinein",
    "/restaurants/location/123/45",
    "/restaurants/location/north/45",
    "/restaurant/spice%20house",
    "/unknown%20page",
    "/account/Wallet",
    "/account/MyOrders/not%20an%20id",
  ])("sends %s to /notFound", async (path) => {
    expect(await landing(path)).toBe(NOT_FOUND_PATH);
  });

  it("keeps a valid path", async () => {
    expect(await landing("/restaurants/location/12.97/77.59")).toBe("/restaurants/location/12.97/77.59");
    expect(await landing("/Shimmer")).toBe("/Shimmer");
    expect(await landing("/account/Cards")).toBe("/account/Cards");
    // A one-segment path is a short link's: its page decides (a dead link says 'Link expired..').
    expect(await landing("/unknown-page")).toBe("/unknown-page");
  });
});

describe("order routes", () => {
  it.each([
    ["/restaurant/x/cart", `${R} > cart`],
    ["/restaurant/x/checkOut", `${R} > checkOut`],
    ["/restaurant/x/table/T4/menu/dinein/contactlessdinein/landing", `${R} > table/:tableId/menu/:menuType/contactlessdinein/landing`],
    ["/restaurant/x/table/T4/menu/dinein/contactlessdinein/cart", `${R} > table/:tableId/menu/:menuType/contactlessdinein/cart`],
    [`/restaurant/x/tracker/${ORDER_ID}`, `${R} > tracker/:orderId`],
    [`/restaurant/x/tracker/${ORDER_ID}/e/splitId/s1`, `${R} > tracker/:orderId/e/splitId/:splitId`],
    [`/restaurant/x/tracker/${ORDER_ID}/e/transactionId/t1`, `${R} > tracker/:orderId/e/transactionId/:transactionId`],
    [`/restaurant/x/tracker/${ORDER_ID}/orderSummary`, `${R} > tracker/:orderId/orderSummary`],
    [`/restaurant/x/order/${ORDER_ID}`, `${R} > order/:orderId`],
    [`/restaurant/x/order/${ORDER_ID}/placeOrder/payment`, `${R} > order/:orderId/placeOrder/payment`],
    [`/restaurant/x/table/T4/order/${ORDER_ID}/placeOrder/payment`, `${R} > table/:tableId/order/:orderId/placeOrder/payment`],
    [`/restaurant/x/table/T4/order/${ORDER_ID}`, `${R} > table/:tableId/order/:orderId`],
    [`/restaurant/x/table/T4/order/${ORDER_ID}/e/splitId/s1`, `${R} > table/:tableId/order/:orderId/e/splitId/:splitId`],
    [`/restaurant/x/table/T4/order/${ORDER_ID}/menu/dinein`, `${R} > table/:tableId/order/:orderId/menu/:menuType > (index)`],
    [`/restaurant/x/receipt/${ORDER_ID}`, `${R} > receipt/:orderId`],
    [
      `/restaurant/x/receipt/${ORDER_ID}/e/transactionId/t1/orderSummary`,
      `${R} > receipt/:orderId/e/transactionId/:transactionId/orderSummary`,
    ],
    [`/restaurant/x/table/T4/order/${ORDER_ID}/receipt`, `${R} > table/:tableId/order/:orderId/receipt`],
    [`/receipt/${ORDER_ID}`, "receipt/:orderId"],
    [`/receipt/${ORDER_ID}/orderSummary`, "receipt/:orderId/orderSummary"],
    [`/receipt/${ORDER_ID}/e/splitId/s1`, "receipt/:orderId/e/splitId/:splitId"],
  ])("%s → %s", (path, expected) => {
    expect(chain(path)).toBe(expected);
  });
});

describe("table routes", () => {
  it.each([
    ["/restaurant/x/tableside/checkIn/T4", `${R} > tableside/checkIn/:tableId`],
    ["/restaurant/x/checkin/table/T4/details", `${R} > checkin/table/:tableId/details`],
  ])("%s → %s", (path, expected) => {
    expect(chain(path)).toBe(expected);
  });

  // The tables' QR sheet is the staff console's (/staff/tables/qr-codes, issue 26): the diners' app has no such page.
  it.each(["/restaurant/x/tableside/checkIn/T%204", "/restaurant/x/checkin/table/-T4/details", "/restaurant/x/tables/qr-codes"])(
    "sends %s to /notFound",
    async (path) => {
      const router = createMemoryRouter(routes, { initialEntries: [path] });
      await waitFor(() => expect(router.state.initialized && router.state.navigation.state).toBe("idle"), ROUTE_LOAD);
      expect(router.state.location.pathname).toBe(NOT_FOUND_PATH);
      router.dispose();
    },
  );
});

describe("reservation routes", () => {
  const id = "5b0d7f7e-1c2a-4c1e-8f3b-6a9d2e4c8b10";
  it.each([
    ["/restaurant/x/Reservation", `${R} > Reservation`],
    [`/restaurant/x/reservation/${id}`, `${R} > reservation/:reservationId`],
    ["/reservation/x/closed", "reservation/:merchantSlug/closed"],
  ])("%s → %s", (path, expected) => {
    expect(chain(path)).toBe(expected);
  });

  it("sends a reservation id that is not one to /notFound", async () => {
    const router = createMemoryRouter(routes, { initialEntries: ["/restaurant/x/reservation/not-an-id"] });
    await waitFor(() => expect(router.state.initialized && router.state.navigation.state).toBe("idle"), ROUTE_LOAD);
    expect(router.state.location.pathname).toBe(NOT_FOUND_PATH);
    router.dispose();
  });
});

describe("waitlist routes", () => {
  it.each([
    ["/restaurant/x/checkin", `${R} > checkin`],
    ["/checkIn/x/closed", "checkIn/:merchantSlug/closed"],
  ])("%s → %s", (path, expected) => {
    expect(chain(path)).toBe(expected);
  });

  it("sends a closed page with a slug that is not one to /notFound", async () => {
    const router = createMemoryRouter(routes, { initialEntries: ["/checkIn/not%20a%20slug/closed"] });
    await waitFor(() => expect(router.state.initialized && router.state.navigation.state).toBe("idle"), ROUTE_LOAD);
    expect(router.state.location.pathname).toBe(NOT_FOUND_PATH);
    router.dispose();
  });
});
