import { MESSAGES } from "@forkful/contracts/messages";
import { OrderStatus } from "@forkful/contracts/order-status";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { restaurantFixture } from "../../../shared/testing/fixtures";
import { ORDER_ID, orderFixture } from "../../../shared/testing/order-fixtures";
import { OrderCard } from "./order-card";

const restaurant = restaurantFixture({ open: 1 });
const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;

function renderCard(order: ReturnType<typeof orderFixture>) {
  render(<RouterProvider router={createMemoryRouter([{ path: "*", element: <OrderCard order={order} /> }])} />);
  return screen.getByRole("article");
}

afterEach(cleanup);

describe("an order in My orders", () => {
  it("an unpaid order says it waits for payment and offers Pay now to its payment page", () => {
    const card = renderCard(orderFixture(restaurant, { paymentDueAt: "2026-11-23T15:52:00.000Z" }));
    expect(card.textContent).toContain(MESSAGES.waitingForPayment);
    expect(card.textContent).not.toContain("Order Received");
    const pay = screen.getByRole("link", { name: /^Pay for order/ });
    expect(pay.getAttribute("href")).toBe(`${base}/order/${ORDER_ID}/placeOrder/payment`);
  });

  it("a released order says so, with no Pay now", () => {
    const card = renderCard(
      orderFixture(restaurant, { status: OrderStatus.CancelledByCustomer, releasedUnpaidAt: "2026-11-23T15:52:00.000Z" }),
    );
    expect(card.textContent).toContain("Order released");
    expect(screen.queryByRole("link", { name: /^Pay for order/ })).toBeNull();
  });
});
