import { fail, fakeApi } from "@forkful/api-client/testing/fake-api";
import { CURBSIDE_TEXTS, directionsUrl } from "@forkful/contracts/curbside";
import { OrderStatus } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { restaurantFixture } from "../../../shared/testing/fixtures";
import { ORDER_ID, orderFixture } from "../../../shared/testing/order-fixtures";
import { CurbsidePanel } from "./curbside-panel";

const restaurant = restaurantFixture();
const api = fakeApi();
const POINT = { lat: 40.7411, lng: -73.9897 };

function show(order: Order, canTell = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <CurbsidePanel order={order} restaurantPoint={POINT} canTell={canTell} />
    </QueryClientProvider>,
  );
}

beforeEach(() => api.install());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("curbside I'm here", () => {
  it("links directions to the restaurant's point, in a new tab", () => {
    show(orderFixture(restaurant));
    const link = screen.getByRole("link", { name: new RegExp(CURBSIDE_TEXTS.directions) });
    expect(link.getAttribute("href")).toBe(directionsUrl(POINT));
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("refuses a form without the car, sending nothing", async () => {
    show(orderFixture(restaurant));
    fireEvent.click(screen.getByRole("button", { name: CURBSIDE_TEXTS.button }));
    fireEvent.click(screen.getByRole("button", { name: "Tell the restaurant" }));
    expect(await screen.findByText(CURBSIDE_TEXTS.needsCar)).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it("tells the restaurant the car and spot, then says it knows, with a way to change them", async () => {
    const told = { at: "2026-11-23T15:50:00.000Z", carDetails: "Blue Honda Civic", spot: "Spot 3" };
    api.handlers["/order/curbside/arrived"] = () => ({
      status: 200,
      body: orderFixture(restaurant, { status: OrderStatus.Ready, arrival: told }),
    });
    show(orderFixture(restaurant, { status: OrderStatus.Ready }));
    fireEvent.click(screen.getByRole("button", { name: CURBSIDE_TEXTS.button }));
    fireEvent.change(screen.getByLabelText("Your car"), { target: { value: "  Blue Honda Civic " } });
    fireEvent.change(screen.getByLabelText("Parking spot (optional)"), { target: { value: "Spot 3" } });
    fireEvent.click(screen.getByRole("button", { name: "Tell the restaurant" }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toMatchObject({
      path: "/order/curbside/arrived",
      payload: { orderId: ORDER_ID, carDetails: "Blue Honda Civic", spot: "Spot 3" },
    });
    await waitFor(() => expect(screen.queryByLabelText("Your car")).toBeNull());
  });

  it("shows what was told, and opens the form with it to change it", () => {
    const arrival = { at: "2026-11-23T15:50:00.000Z", carDetails: "Blue Honda Civic", spot: null };
    show(orderFixture(restaurant, { status: OrderStatus.Ready, arrival }));
    expect(screen.getByRole("status").textContent).toContain(CURBSIDE_TEXTS.told);
    expect(screen.getByTestId("curbside-arrival").textContent).toBe("Blue Honda Civic");
    fireEvent.click(screen.getByRole("button", { name: "Change car or spot" }));
    expect((screen.getByLabelText("Your car") as HTMLInputElement).value).toBe("Blue Honda Civic");
  });

  it("says the server's refusal", async () => {
    api.handlers["/order/curbside/arrived"] = () => fail(409, CURBSIDE_TEXTS.over);
    show(orderFixture(restaurant));
    fireEvent.click(screen.getByRole("button", { name: CURBSIDE_TEXTS.button }));
    fireEvent.change(screen.getByLabelText("Your car"), { target: { value: "Red van" } });
    fireEvent.click(screen.getByRole("button", { name: "Tell the restaurant" }));
    expect((await screen.findByRole("alert")).textContent).toContain(CURBSIDE_TEXTS.over);
  });

  it("is gone once the order is collected or cancelled, and for a delivery; a shared tracker cannot tell", () => {
    show(orderFixture(restaurant, { status: OrderStatus.PickedUp }));
    show(orderFixture(restaurant, { status: OrderStatus.CancelledByMerchant }));
    show(orderFixture(restaurant, { orderType: "delivery" }));
    expect(screen.queryByTestId("curbside")).toBeNull();
    show(orderFixture(restaurant), false);
    expect(screen.getByTestId("curbside")).toBeTruthy();
    expect(screen.queryByRole("button", { name: CURBSIDE_TEXTS.button })).toBeNull();
  });
});
