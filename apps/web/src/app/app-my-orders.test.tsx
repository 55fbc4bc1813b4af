/** My orders (the account's section, composed in app/routes) with Reorder, against a fetch that answers like the API. */

import { fakeApi, ok } from "@forkful/api-client/testing/fake-api";
import { MESSAGES } from "@forkful/contracts/messages";
import type { Order } from "@forkful/contracts/orders";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cartStore } from "../features/cart/stores/cart-store";
import { type Session, SessionContext } from "../shared/hooks/use-session";
import { expectShown } from "../shared/testing/expect-shown";
import { menuFixture, restaurantFixture } from "../shared/testing/fixtures";
import { ORDER_ID, orderFixture, orderItemFixture } from "../shared/testing/order-fixtures";
import { Providers } from "./providers";
import { MyOrdersSection } from "./routes/my-orders-section";

const { handlers, sent, install } = fakeApi();
const gramercy = restaurantFixture({ open: 1 });
const base = `/${gramercy.merchantType}/${gramercy.locationSlug}`;
const order = orderFixture(gramercy);

beforeEach(() => {
  install({ "/merchants/locations/slug": () => ok(gramercy), "/merchants/menu/v2": () => ok(menuFixture()) });
  window.localStorage.clear();
  cartStore.getState().reset();
  cartStore.setState({ cartInitialized: false });
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("my orders", () => {
  const CUSTOMER = "0b6b3c3e-7f7a-4a8e-9d7e-2f1b8c9d0e1f";
  const signedIn: Session = {
    kind: "signedIn",
    customerId: CUSTOMER,
    name: "Ada Lovelace",
    mobilePhone: "+12125550100",
    email: null,
    hasPassword: null,
    guestUser: null,
    openSignIn() {},
    async signOut() {},
    updateUser() {},
  };
  const past: Order = {
    ...order,
    customerId: CUSTOMER,
    status: 16,
    statusLabel: "Completed - Pickup Order",
    items: [
      ...order.items,
      orderItemFixture({
        itemId: 38,
        itemName: "Dry-Aged Ribeye",
        quantity: 1,
        unitPrice: 6800,
        options: [],
        subtotal: 6800,
        comment: null,
      }),
    ],
  };

  function renderMyOrders() {
    const router = createMemoryRouter(
      [
        { path: "/account/MyOrders", element: <MyOrdersSection /> },
        { path: "/:merchantType/:merchantSlug/cart", element: <p>The cart</p> },
      ],
      { initialEntries: ["/account/MyOrders"] },
    );
    render(
      <Providers>
        <SessionContext value={signedIn}>
          <RouterProvider router={router} />
        </SessionContext>
      </Providers>,
    );
    return router;
  }

  it("lists the diner's orders with status, date and total, and reorders what is still available", async () => {
    handlers["/order/filter/orders/v2"] = () => ok({ content: [past], totalElements: 1, page: 0, size: 1000 });
    handlers["/merchants/cartItems"] = () =>
      ok({
        items: [
          { itemId: 40, available: true, reason: null, price: 1500, stockQuantity: null },
          { itemId: 38, available: false, reason: "Sold out", price: 6800, stockQuantity: 0 },
        ],
      });
    const router = renderMyOrders();
    const card = await screen.findByRole("article", { name: `Order 1001 at ${gramercy.branchName}` });
    expect(card.textContent).toContain("Completed - Pickup Order");
    expect(card.textContent).toContain("Nov 23, 2026");
    expect(card.textContent).toContain("$15.24");
    expect(within(card).getByRole("link", { name: "Track order 1001" }).getAttribute("href")).toBe(`${base}/tracker/${ORDER_ID}`);
    expect(sent.find((s) => s.path === "/order/filter/orders/v2")?.payload).toEqual({
      search: `customerId:${CUSTOMER}`,
      page: 0,
      size: 1000,
      sort: "orderTime,desc",
    });

    fireEvent.click(within(card).getByRole("button", { name: "Reorder order 1001" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/cart`));
    expect(cartStore.getState().items.map((l) => [l.itemName, l.quantity, l.price])).toEqual([["Garden Salad", 1, 1500]]);
    expect(cartStore.getState()).toMatchObject({ locationId: gramercy.id, currentOrderType: "pickup" });
    expectShown(await screen.findByText(/Not available now: Dry-Aged Ribeye \(Sold out\)/));
  });

  it("says so when nothing of the order can be had now", async () => {
    handlers["/order/filter/orders/v2"] = () => ok({ content: [past], totalElements: 1, page: 0, size: 1000 });
    handlers["/merchants/cartItems"] = () =>
      ok({
        items: [
          { itemId: 40, available: false, reason: "Not on the menu any more", price: 0, stockQuantity: null },
          { itemId: 38, available: false, reason: "Sold out", price: 6800, stockQuantity: 0 },
        ],
      });
    const router = renderMyOrders();
    fireEvent.click(await screen.findByRole("button", { name: "Reorder order 1001" }));
    expectShown(await screen.findByText(MESSAGES.reorderNothingAvailable));
    expect(router.state.location.pathname).toBe("/account/MyOrders");
    expect(cartStore.getState().items).toEqual([]);
  });

  it("shows its empty state", async () => {
    handlers["/order/filter/orders/v2"] = () => ok({ content: [], totalElements: 0, page: 0, size: 1000 });
    renderMyOrders();
    expectShown(await screen.findByText(MESSAGES.noOrders));
  });
});
