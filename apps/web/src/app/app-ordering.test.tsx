/** Cart, checkout, payment, tracker and receipt through the whole app (route table, providers), against a fetch that answers like the API. */

import { eventStream, fail, fakeApi, ok } from "@forkful/api-client/testing/fake-api";
import { MESSAGES } from "@forkful/contracts/messages";
import type { Order } from "@forkful/contracts/orders";
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { authStore } from "../features/auth/stores/session-store";
import { placementThrottle } from "../features/cart/lib/place-order";
import { cartStore } from "../features/cart/stores/cart-store";
import { STORAGE_KEYS } from "../shared/lib/storage-keys";
import { expectShown } from "../shared/testing/expect-shown";
import { menuFixture, restaurantFixture } from "../shared/testing/fixtures";
import { ORDER_ID, orderFixture, totalsAnswerFixture } from "../shared/testing/order-fixtures";
import { renderRouter } from "../shared/testing/render-router";
import { Providers } from "./providers";
import { routes } from "./routes";

// Pages load lazily: the first one of a busy run may take longer than the default second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

// Load the pages once, before the clocks of the tests start.
beforeAll(async () => {
  await Promise.all([
    import("./routes/menu-page"),
    import("./routes/item-detail-page"),
    import("./routes/checkout-page"),
    import("./routes/payment-page"),
    import("./routes/receipt-page"),
    import("./routes/cart-page"),
    import("./routes/tracker-page"),
  ]);
}, 60_000);

const { handlers, sent, install } = fakeApi();

const gramercy = restaurantFixture({ open: 1 });
const base = `/${gramercy.merchantType}/${gramercy.locationSlug}`;
const totalsAnswer = totalsAnswerFixture;
const order = orderFixture(gramercy);

beforeEach(() => {
  install({
    "/merchants/locations/slug": () => ok(gramercy),
    "/merchants/menu/v2": () => ok(menuFixture()),
    "/order/customer/totals": () => ok(totalsAnswer),
    "/merchants/cartItems": (payload) =>
      ok({
        items: (payload as { items: { itemId: number }[] }).items.map((i) => ({
          itemId: i.itemId,
          available: true,
          reason: null,
          price: 1400,
          stockQuantity: null,
        })),
      }),
    "/order/slots/v2": () =>
      ok({ asapAvailable: true, slots: [{ startsAt: "2026-11-23T22:00:00.000Z", label: "Mon, Nov 23, 5:00 PM", date: "2026-11-23" }] }),
  });
  window.localStorage.clear();
  authStore.getState().endSession();
  cartStore.getState().reset();
  cartStore.setState({ cartInitialized: false });
  placementThrottle.reset();
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const GUEST_ID = "9d3c1a52-7b7e-4f0e-9a51-2b8f6c0d4e11";

const renderAt = (path: string) => renderRouter(routes, path, Providers);

describe("ordering", () => {
  it("adds a dish from its page, shows the cart button, and opens the cart with the server's totals", async () => {
    renderAt(`${base}/menu/pickup/garden-salad`);
    const dialog = await screen.findByRole("dialog", { name: "Garden Salad" });
    fireEvent.click(within(dialog).getByRole("button", { name: /Add to cart/ }));
    const bar = await screen.findByRole("link", { name: "View cart: 1 item, $14.00" });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.guestCart)!).state.items).toHaveLength(1);
    fireEvent.click(bar);
    expectShown(await screen.findByRole("heading", { name: "Your cart" }));
    expect((await screen.findAllByText("$15.24")).length).toBeGreaterThan(0);
    expect(sent.find((s) => s.path === "/order/customer/totals")?.payload).toEqual({
      locationId: gramercy.id,
      orderType: "pickup",
      items: [{ itemId: 40, quantity: 1, options: [] }],
    });
  });

  it("shows the server's refusal of the cart clearly and keeps the diner from checking out", async () => {
    handlers["/order/customer/totals"] = () => fail(409, "Garden Salad is sold out");
    handlers["/merchants/cartItems"] = () =>
      ok({ items: [{ itemId: 40, available: false, reason: "Sold out", price: 1400, stockQuantity: 0 }] });
    renderAt(`${base}/menu/pickup/garden-salad`);
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Garden Salad" })).getByRole("button", { name: /Add to cart/ }));
    fireEvent.click(await screen.findByRole("link", { name: /^View cart:/ }));
    expect((await screen.findAllByText("Garden Salad is sold out")).length).toBeGreaterThan(0);
    expectShown(await screen.findByText("Sold out"));
    for (const link of screen.getAllByRole("link", { name: /Go to checkout/, hidden: true }))
      expect(link.getAttribute("aria-disabled")).toBe("true");
  });

  it("asks before starting a new cart for another restaurant", async () => {
    cartStore.getState().addItem(
      {
        itemId: 9,
        itemName: "Pecan Pie",
        slug: "pecan-pie",
        basePrice: 700,
        options: [],
        quantity: 1,
        stockQuantity: null,
        alertQuantity: null,
      },
      {
        locationId: 99,
        locationSlug: "lone-star",
        merchantType: "restaurant",
        branchName: "Lone Star",
        currency: "USD",
        menuType: "pickup",
        orderTypeId: 1,
        tableId: null,
        event: null,
      },
    );
    renderAt(`${base}/menu/pickup/garden-salad`);
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Garden Salad" })).getByRole("button", { name: /Add to cart/ }));
    const sheet = await screen.findByRole("dialog", { name: MESSAGES.newCartTitle });
    expect(cartStore.getState().items.map((l) => l.itemName)).toEqual(["Pecan Pie"]);
    fireEvent.click(within(sheet).getByRole("button", { name: "Start a new cart" }));
    await waitFor(() => expect(cartStore.getState().items.map((l) => l.itemName)).toEqual(["Garden Salad"]));
    expect(cartStore.getState().locationId).toBe(gramercy.id);
  });

  it("places the order once with its idempotency key, pays at the restaurant, opens the tracker, and follows the order live", async () => {
    let created = 0;
    // Placed signed out: the order comes with the guest session that owns it, which pays for it from then on.
    const guestSession = {
      customerId: GUEST_ID,
      accessToken: "guest-access",
      refreshToken: "guest-refresh-token-0123456789",
      accessTokenExpiresAt: "2026-11-23T16:00:00.000Z",
    };
    handlers["/order/customer/createOrder"] = () => {
      created++;
      return ok({ ...order, guestSession }, 201);
    };
    const stream = eventStream();
    handlers["/events"] = () => stream.response;
    let current = order;
    handlers["/order/customer"] = () => ok(current);
    handlers["/payment/processor"] = () => ({ status: 200, body: { provider: "sandbox", cardFormUrl: "/sandbox-processor/card-form" } });
    handlers["/coupon/v2/available"] = () => ok({ coupons: [] });
    handlers["/coupon/item/offer/avail/v2"] = () => ok({ offers: [], quantity: 1 });
    handlers["/payment/customer-initiate-offline-payment"] = () => {
      const payment = {
        transactionId: "3f1d2c4b-0000-4000-8000-0000000000aa",
        splitId: null,
        paymentType: "POS",
        state: "at_location",
        amount: 1524,
      };
      // Two paid orders of the restaurant wait for it to accept them: this one is the second.
      const atCounter = { ...payment, collectedAmount: 0, card: null };
      current = { ...order, paymentStatus: 25, statusLabel: "In Queue", queuePlace: 2, payment: atCounter } as Order;
      return ok({
        ...payment,
        orderId: ORDER_ID,
        paymentStatus: 25,
        currency: "USD",
        authorizedAmount: 0,
        collectedAmount: 0,
        card: null,
        message: null,
        paymentLink: null,
        upi: null,
        cardFormUrl: "/sandbox-processor/card-form",
      });
    };
    const router = renderAt(`${base}/menu/pickup/garden-salad`);
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Garden Salad" })).getByRole("button", { name: /Add to cart/ }));
    await screen.findByRole("link", { name: /^View cart:/ });
    await act(() => router.navigate(`${base}/checkOut`));
    fireEvent.change(await screen.findByLabelText("Full name"), { target: { value: "Ada Lovelace" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Mobile number" }), { target: { value: "212 555 0100" } });
    const place = await screen.findAllByRole("button", { name: /Continue to payment/, hidden: true });
    await waitFor(() => expect((place[0] as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(place[0]!);
    fireEvent.click(place[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/order/${ORDER_ID}/placeOrder/payment`));
    expect(created).toBe(1);
    // Not paid yet: the cart stays, waiting for this order's payment.
    expect(cartStore.getState().items).toHaveLength(1);
    expect(cartStore.getState().awaitingPayment?.orderId).toBe(ORDER_ID);
    fireEvent.click(await screen.findByRole("radio", { name: /Pay at the restaurant/ }));
    const confirm = await screen.findAllByRole("button", { name: "Confirm — pay at the restaurant", hidden: true });
    fireEvent.click(confirm[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/tracker/${ORDER_ID}`));
    const offline = sent.find((x) => x.path === "/payment/customer-initiate-offline-payment");
    expect(offline?.payload).toMatchObject({ orderId: ORDER_ID });
    expect(offline?.authorization).toBe("Bearer guest-access");
    expect(authStore.getState()).toMatchObject({
      signedIn: false,
      user: { customerId: GUEST_ID },
      guestUser: { fullName: "Ada Lovelace" },
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe("guest-access");
    const request = sent.find((s) => s.path === "/order/customer/createOrder")?.payload as { idempotencyKey: string; fullName: string };
    expect(request.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.fullName).toBe("Ada Lovelace");
    await waitFor(() => expect(cartStore.getState().items).toEqual([]));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.activeOrders)!)[0].orderId).toBe(ORDER_ID);

    // To be paid at the counter and not yet accepted: In Queue (spec §4, 25), with its place, moving live.
    expect((await screen.findByTestId("order-status")).textContent).toBe("In Queue");
    expect(screen.getByTestId("queue-place").textContent).toBe("2nd in the kitchen's queue");
    await act(async () => {
      stream.push(`event: queue\ndata: ${JSON.stringify({ place: 1 })}\n\n`);
    });
    await waitFor(() => expect(screen.getByTestId("queue-place").textContent).toBe("Next in the kitchen's queue"));
    current = {
      ...order,
      status: 11,
      statusLabel: "Accepted",
      history: [...order.history, { status: 11, label: "Accepted", at: "2026-11-23T15:38:00.000Z" }],
    };
    await act(async () => {
      stream.push(
        `event: status\ndata: ${JSON.stringify({ orderId: ORDER_ID, status: 11, label: "Accepted", at: "2026-11-23T15:38:00.000Z" })}\n\n`,
      );
    });
    await waitFor(() => expect(screen.getByTestId("order-status").textContent).toBe("Accepted"));
    expect(screen.queryByTestId("queue-place")).toBeNull();
    expect(screen.getByRole("list", { name: "Order progress" }).querySelector("[aria-current=step]")?.textContent).toMatch(/^Accepted/);
  });

  it("shows the server's message when the order is refused, as a toast too", async () => {
    handlers["/order/customer/createOrder"] = () => fail(409, "Only 1 left of Garden Salad");
    const router = renderAt(`${base}/menu/pickup/garden-salad`);
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Garden Salad" })).getByRole("button", { name: /Add to cart/ }));
    await screen.findByRole("link", { name: /^View cart:/ });
    await act(() => router.navigate(`${base}/checkOut`));
    fireEvent.change(await screen.findByLabelText("Full name"), { target: { value: "Ada Lovelace" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Mobile number" }), { target: { value: "212 555 0100" } });
    const place = await screen.findAllByRole("button", { name: /Continue to payment/, hidden: true });
    await waitFor(() => expect((place[0] as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(place[0]!);
    // On the page and as a toast.
    await waitFor(() => expect(screen.getAllByText("Only 1 left of Garden Salad").length).toBeGreaterThanOrEqual(2));
    expect(router.state.location.pathname).toBe(`${base}/checkOut`);
    // The attempt keeps the key it was sent with, so trying again cannot order twice.
    const created = sent.find((s) => s.path === "/order/customer/createOrder")?.payload as { idempotencyKey: string } | undefined;
    expect(cartStore.getState().idempotencyKey).toBe(created?.idempotencyKey);
    expect(created?.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("keeps the cart while the order waits for payment: Back and Continue again open the same order's payment", async () => {
    let created = 0;
    handlers["/order/customer/createOrder"] = () => {
      created++;
      return ok(order, 201);
    };
    handlers["/order/customer"] = () => ok(order);
    handlers["/payment/processor"] = () => ({ status: 200, body: { provider: "sandbox", cardFormUrl: "/sandbox-processor/card-form" } });
    handlers["/coupon/v2/available"] = () => ok({ coupons: [] });
    handlers["/coupon/item/offer/avail/v2"] = () => ok({ offers: [], quantity: 1 });
    const router = renderAt(`${base}/menu/pickup/garden-salad`);
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Garden Salad" })).getByRole("button", { name: /Add to cart/ }));
    await waitFor(() => expect(cartStore.getState().items).toHaveLength(1));
    await act(() => router.navigate(`${base}/checkOut`));
    fireEvent.change(await screen.findByLabelText("Full name"), { target: { value: "Ada Lovelace" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Mobile number" }), { target: { value: "212 555 0100" } });
    const continueToPayment = async () => {
      const place = await screen.findAllByRole("button", { name: /Continue to payment/, hidden: true });
      await waitFor(() => expect((place[0] as HTMLButtonElement).disabled).toBe(false));
      fireEvent.click(place[0]!);
      await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/order/${ORDER_ID}/placeOrder/payment`));
    };
    await continueToPayment();
    expect((await screen.findByRole("link", { name: "Back to checkout" })).getAttribute("href")).toBe(`${base}/checkOut`);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe(`${base}/checkOut`);
    expectShown(await screen.findByText("Garden Salad"));
    placementThrottle.reset();
    await continueToPayment();
    expect(created).toBe(1);
    expect(cartStore.getState().items).toHaveLength(1);
  });

  it("cancels an order the restaurant has not accepted yet", async () => {
    handlers["/order/customer"] = () => ok(order);
    handlers["/events"] = () => eventStream().response;
    handlers["/order/update/customer"] = () =>
      ok({
        ...order,
        status: 8,
        statusLabel: "Order Cancelled",
        history: [...order.history, { status: 8, label: "Order Cancelled", at: "2026-11-23T15:39:00.000Z" }],
      });
    renderAt(`${base}/tracker/${ORDER_ID}`);
    expect((await screen.findByTestId("order-status")).textContent).toBe(MESSAGES.waitingForPayment);
    expect(screen.getByRole("link", { name: /Call/ }).getAttribute("href")).toBe(`tel:${gramercy.phoneNumber}`);
    fireEvent.click(screen.getByRole("button", { name: "Cancel order" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel" }));
    await waitFor(() => expect(screen.getByTestId("order-status").textContent).toBe("Order Cancelled"));
    expect(sent.find((x) => x.path === "/order/update/customer")?.payload).toEqual({ orderId: ORDER_ID, cancel: true });
    expectShown(screen.getByText("Cancelled by you"));
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
  });

  it("says why the restaurant cancelled an order", async () => {
    handlers["/order/customer"] = () =>
      ok({
        ...order,
        status: 9,
        statusLabel: "Order Cancelled",
        cancelReason: "Out of stock",
        history: [...order.history, { status: 9, label: "Order Cancelled", at: "2026-11-23T15:39:00.000Z" }],
      });
    handlers["/events"] = () => eventStream().response;
    renderAt(`${base}/tracker/${ORDER_ID}`);
    await waitFor(() => expect(screen.getByTestId("order-status").textContent).toBe("Order Cancelled"));
    expectShown(screen.getByTestId("cancel-reason"));
    expect(screen.getByTestId("cancel-reason").textContent).toBe("The restaurant said: Out of stock");
  });

  it("shows someone holding a shared link the order's progress and dishes, with no way to cancel or pay it", async () => {
    // The server's shared view: who placed it, and how they pay, left out.
    const sharedOrder = { ...order, customerId: null, fullName: "", phone: "", email: null, payment: null };
    handlers["/order/customer"] = () => ok(sharedOrder);
    handlers["/events"] = () => eventStream().response;
    renderAt(`${base}/tracker/${ORDER_ID}`);
    expect((await screen.findByTestId("order-status")).textContent).toBe("Order Received");
    expectShown(screen.getByText(order.items[0]!.itemName));
    expectShown(screen.getByTestId("shared-order-note"));
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Pay now" })).toBeNull();
    expectShown(screen.getByText("Not paid yet"));
  });

  it("prints one receipt for an order, with its totals and payment", async () => {
    const payment = {
      transactionId: "t1",
      splitId: null,
      paymentType: "POS",
      state: "at_location",
      amount: 1524,
      collectedAmount: 0,
      card: null,
    } as const;
    handlers["/order/customer"] = () => ok({ ...order, status: 13, statusLabel: "Order Ready", payment });
    renderAt(`/receipt/${ORDER_ID}`);
    const receipt = await screen.findByTestId("receipt");
    expect(receipt.textContent).toContain("#1001");
    expect(receipt.textContent).toContain("Mon, Nov 23, 2026, 10:37 AM");
    expect(receipt.textContent).toContain("$15.24");
    expect(receipt.textContent).toContain(MESSAGES.payAtRestaurant);
    expect(receipt.textContent).toContain("Order Ready");
  });
});
