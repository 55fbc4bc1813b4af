import { encodeAnswer } from "@forkful/contracts/envelope";
import type { Order } from "@forkful/contracts/orders";
import type { Transaction } from "@forkful/contracts/payments";
import { QueryClient, QueryClientProvider, type UseQueryResult } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CurrentRestaurantContext } from "../../../entities/restaurant/hooks/use-current-restaurant";
import { expectShown } from "../../../shared/testing/expect-shown";
import { restaurantFixture } from "../../../shared/testing/fixtures";
import { paymentThrottle } from "../lib/payment-throttle";
import { OrderPayment } from "./order-payment";

const restaurant = restaurantFixture({ open: 1 });
const ORDER_ID = "166dbc30-9d54-491c-b5c4-37331aed73ed";
const totals = { subtotal: 1400, tax: 124, deliveryFee: 0, tip: 0, discount: 0, isDiscountApplied: false, walletRedeemed: 0, total: 1524 };
const order = {
  orderId: ORDER_ID,
  orderNumber: "1001",
  locationId: restaurant.id,
  locationSlug: restaurant.locationSlug,
  merchantType: restaurant.merchantType,
  branchName: restaurant.branchName,
  currency: "USD",
  orderType: "pickup",
  status: 6,
  customerId: null,
  items: [{ itemId: 40, itemName: "Garden Salad", quantity: 1, unitPrice: 1400, options: [], subtotal: 1400, comment: null }],
  totals,
  tipType: "FLATFEE",
  tableId: null,
  coupon: null,
  offers: [],
  payment: null,
} as unknown as Order;

let handlers: Record<string, () => Response> = {};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function renderPage(current: Order, onPaid = vi.fn()) {
  const query = {
    data: current,
    isPending: false,
    isError: false,
    isFetching: false,
    refetch: vi.fn(),
  } as unknown as UseQueryResult<Order>;
  const page = (
    <CurrentRestaurantContext.Provider value={restaurant}>
      <OrderPayment query={query} trackerPath={(o) => `/tracker/${o.orderId}`} onPaid={onPaid} />
    </CurrentRestaurantContext.Provider>
  );
  const router = createMemoryRouter(
    [
      { path: "/:merchantType/:merchantSlug/order/:orderId/placeOrder/payment", element: page },
      { path: "/tracker/:orderId", element: <p>Tracker</p> },
    ],
    { initialEntries: [`/${restaurant.merchantType}/${restaurant.locationSlug}/order/${ORDER_ID}/placeOrder/payment`] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, onPaid };
}

beforeEach(() => {
  paymentThrottle.reset();
  handlers = {
    "/payment/processor": () => json({ provider: "sandbox", cardFormUrl: "/sandbox-processor/card-form" }),
    "/coupon/v2/available": () => json(encodeAnswer({ coupons: [] })),
    "/coupon/item/offer/avail/v2": () => json(encodeAnswer({ offers: [], quantity: 1 })),
  };
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const path = url.replace("/data-services", "").split("?")[0]!;
      return handlers[path]?.() ?? json({ statusCode: 404, error: "Not Found", message: path }, 404);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("OrderPayment", () => {
  it("offers every way to pay of a USD restaurant in one labelled radio group, the card first", async () => {
    renderPage(order);
    const group = await screen.findByRole("group", { name: "How would you like to pay?" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((r) => r.getAttribute("value"))).toEqual(["card", "link", "pos"]);
    expect((within(group).getByRole("radio", { name: /^Card/ }) as HTMLInputElement).checked).toBe(true);
    expectShown(await screen.findByTitle("Card details"));
    expect(screen.getAllByRole("button", { name: "Pay $15.24" }).length).toBeGreaterThan(0);
  });

  it("pays at the restaurant, and says 'Offline Payment Failed' when that fails", async () => {
    handlers["/payment/customer-initiate-offline-payment"] = () =>
      json({ statusCode: 409, error: "Conflict", message: "Offline Payment Failed" }, 409);
    const { onPaid } = renderPage(order);
    fireEvent.click(await screen.findByRole("radio", { name: /Pay at the restaurant/ }));
    fireEvent.click(screen.getAllByRole("button", { name: "Confirm — pay at the restaurant" })[0]!);
    expect((await screen.findByRole("alert")).textContent).toContain("Offline Payment Failed");
    expect(onPaid).not.toHaveBeenCalled();

    paymentThrottle.reset();
    const transaction: Partial<Transaction> = { transactionId: "t1", orderId: ORDER_ID, paymentType: "POS", state: "at_location" };
    handlers["/payment/customer-initiate-offline-payment"] = () =>
      json(
        encodeAnswer({
          ...transaction,
          splitId: null,
          paymentStatus: 25,
          amount: 1524,
          currency: "USD",
          authorizedAmount: 0,
          collectedAmount: 0,
          card: null,
          message: null,
          paymentLink: null,
          upi: null,
          cardFormUrl: "/sandbox-processor/card-form",
        }),
      );
    fireEvent.click(screen.getAllByRole("button", { name: "Confirm — pay at the restaurant" })[0]!);
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  });

  it("has nothing to pay when the wallet and discounts cover the order", async () => {
    const { onPaid } = renderPage({ ...order, totals: { ...totals, walletRedeemed: 1524, total: 0 } });
    expectShown(await screen.findByText("Nothing to pay"));
    expect(screen.queryByRole("group", { name: "How would you like to pay?" })).toBeNull();
    fireEvent.click(screen.getAllByRole("button", { name: "Confirm order" })[0]!);
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it("sends a paid order to its tracker, and says a cancelled one has nothing to pay", async () => {
    const paid = {
      transactionId: "t",
      splitId: null,
      paymentType: "CNP",
      state: "collected",
      amount: 1524,
      collectedAmount: 1524,
      card: null,
    } as const;
    const { router } = renderPage({ ...order, payment: paid });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tracker/${ORDER_ID}`));
    cleanup();
    renderPage({ ...order, status: 9 });
    expectShown(await screen.findByText("This order was cancelled, so there is nothing to pay."));
  });

  it("offers as chips only the coupons that apply, says why the others do not, and shows the applied one", async () => {
    const listed = { description: "", discountType: "FLAT", maxDiscount: null, expiresAt: null, discountAmount: 0 };
    handlers["/coupon/v2/available"] = () =>
      json(
        encodeAnswer({
          coupons: [
            {
              ...listed,
              couponCode: "SAVE5",
              discountValue: 500,
              minimumOrder: 3000,
              applies: false,
              reason: "Add $7.00 more to use SAVE5",
            },
            { ...listed, couponCode: "TAKE2", discountValue: 200, minimumOrder: 0, applies: true, reason: null, discountAmount: 200 },
          ],
        }),
      );
    renderPage({
      ...order,
      coupon: { couponCode: "WELCOME10", amount: 140 },
      totals: { ...totals, discount: 140, isDiscountApplied: true, total: 1384 },
    });
    expect((await screen.findByRole("button", { name: /TAKE2/ })).textContent).toContain("$2.00 off");
    expect(screen.queryByRole("button", { name: /SAVE5/ })).toBeNull();
    expectShown(screen.getByText("· Add $7.00 more to use SAVE5"));
    expect(screen.getByTestId("applied-coupon").textContent).toContain("WELCOME10");
    expect(screen.getByTestId("applied-coupon").textContent).toContain("−$1.40");
    expectShown(screen.getByText("Coupon WELCOME10"));
  });
});
