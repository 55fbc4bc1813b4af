import { MESSAGES } from "@forkful/contracts/messages";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { restaurantFixture } from "../../../shared/testing/fixtures";
import { ORDER_ID, orderFixture } from "../../../shared/testing/order-fixtures";
import { ActiveOrderBanner, bannerHiddenAt } from "./active-order-banner";

const restaurant = restaurantFixture({ open: 1 });
const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;

function renderBanner(order: ReturnType<typeof orderFixture>) {
  const router = createMemoryRouter([{ path: "*", element: <ActiveOrderBanner order={order} /> }]);
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe("the current order's banner", () => {
  it("an unpaid order: waiting for payment, when it is released, and Pay now to its payment page", () => {
    renderBanner(orderFixture(restaurant, { paymentDueAt: "2026-11-23T15:52:00.000Z" }));
    const banner = screen.getByRole("complementary", { name: "Your current order" });
    expect(banner.textContent).toContain(MESSAGES.waitingForPayment);
    expect(banner.textContent).toContain("Pay by");
    expect(banner.textContent).toContain(restaurant.branchName);
    expect(screen.getByRole("link").getAttribute("href")).toBe(`${base}/order/${ORDER_ID}/placeOrder/payment`);
  });

  it("a paid order: its status and a link to its tracker", () => {
    const payment = { state: "at_location" } as NonNullable<ReturnType<typeof orderFixture>["payment"]>;
    renderBanner(orderFixture(restaurant, { status: 11, payment }));
    expect(screen.getByTestId("active-order-status").textContent).toBe("Accepted");
    expect(screen.getByRole("link").getAttribute("href")).toBe(`${base}/tracker/${ORDER_ID}`);
  });

  it("hides on the payment page, the checkout, and that order's own pages, not elsewhere", () => {
    expect(bannerHiddenAt(`${base}/order/other/placeOrder/payment`, ORDER_ID)).toBe(true);
    expect(bannerHiddenAt(`${base}/checkOut`, ORDER_ID)).toBe(true);
    expect(bannerHiddenAt(`${base}/tracker/${ORDER_ID}`, ORDER_ID)).toBe(true);
    expect(bannerHiddenAt(`${base}/receipt/${ORDER_ID}`, ORDER_ID)).toBe(true);
    expect(bannerHiddenAt(`${base}/tracker/another-order`, ORDER_ID)).toBe(false);
    expect(bannerHiddenAt(base, ORDER_ID)).toBe(false);
    expect(bannerHiddenAt("/", ORDER_ID)).toBe(false);
  });
});
