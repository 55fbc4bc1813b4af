import { OrderStatus } from "@forkful/contracts/order-status";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { restaurantFixture } from "../../../shared/testing/fixtures";
import { orderFixture } from "../../../shared/testing/order-fixtures";
import { OrderStatusCard } from "./order-status-card";

const restaurant = restaurantFixture({ open: 1 });
const late = {
  promisedAt: "2026-11-24T03:45:00.000Z",
  newTime: "2026-11-24T04:05:00.000Z",
  toldAt: "2026-11-24T03:55:00.000Z",
  credit: null,
};

function renderCard(order: ReturnType<typeof orderFixture>) {
  const card = <OrderStatusCard order={order} timeZone="America/Los_Angeles" stream="live" />;
  render(<RouterProvider router={createMemoryRouter([{ path: "*", element: card }])} />);
}

afterEach(cleanup);

describe("the tracker of a late order", () => {
  it("says it runs late with the new time, on the restaurant's clock", () => {
    renderCard(orderFixture(restaurant, { status: OrderStatus.BeingPrepared, paymentStatus: OrderStatus.PaymentSuccess, late }));
    expect(screen.getByTestId("running-late").textContent).toBe("Running late — new time 8:05 PM");
  });

  it("shows the credit once given, and no running-late note once the order is over", () => {
    const credit = { amount: 300, state: "given" as const, givenAt: "2026-11-24T04:06:00.000Z" };
    renderCard(
      orderFixture(restaurant, { status: OrderStatus.PickedUp, paymentStatus: OrderStatus.PaymentSuccess, late: { ...late, credit } }),
    );
    expect(screen.getByTestId("running-late").textContent).toBe("$3.00 credit added to your wallet for the wait");
  });

  it("shows nothing for an order never late, nor an offered credit not yet given", () => {
    renderCard(orderFixture(restaurant, { status: OrderStatus.BeingPrepared, paymentStatus: OrderStatus.PaymentSuccess, late: null }));
    expect(screen.queryByTestId("running-late")).toBeNull();
    cleanup();
    const offered = { amount: 300, state: "offered" as const, givenAt: null };
    renderCard(
      orderFixture(restaurant, {
        status: OrderStatus.PickedUp,
        paymentStatus: OrderStatus.PaymentSuccess,
        late: { ...late, credit: offered },
      }),
    );
    expect(screen.queryByTestId("running-late")).toBeNull();
  });
});
