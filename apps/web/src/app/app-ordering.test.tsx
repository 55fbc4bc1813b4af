/** Cart, checkout, tracker and receipt through the whole app (route table, providers), against a fetch that answers like the API. */
import { decodePayload, encodeAnswer } from "@forkful/contracts/envelope";
import { MESSAGES } from "@forkful/contracts/messages";
import type { Order } from "@forkful/contracts/orders";
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, matchRoutes, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { placementThrottle } from "../features/cart/lib/place-order";
import { cartStore } from "../features/cart/stores/cart-store";
import { type Session, SessionContext } from "../shared/hooks/use-session";
import { STORAGE_KEYS } from "../shared/lib/storage-keys";
import { expectShown } from "../shared/testing/expect-shown";
import { menuFixture, restaurantFixture } from "../shared/testing/fixtures";
import { Providers } from "./providers";
import { routes } from "./routes";
import { MyOrdersSection } from "./routes/my-orders";

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

type Reply = { status: number; body: unknown } | Response;
type Handler = (payload: unknown) => Reply;
let handlers: Record<string, Handler> = {};
const sent: { path: string; payload: unknown }[] = [];

const ok = (data: unknown, status = 200) => ({ status, body: encodeAnswer(data) });
const fail = (status: number, message: string) => ({ status, body: { statusCode: status, error: "Error", message } });

const gramercy = restaurantFixture({ open: 1 });
const base = `/${gramercy.merchantType}/${gramercy.locationSlug}`;
const ORDER_ID = "166dbc30-9d54-491c-b5c4-37331aed73ed";

const totalsAnswer = {
  currency: "USD",
  lines: [{ itemId: 40, itemName: "Garden Salad", quantity: 1, unitPrice: 1400, options: [], subtotal: 1400, comment: null }],
  totals: { subtotal: 1400, tax: 124, deliveryFee: 0, tip: 0, discount: 0, isDiscountApplied: false, walletRedeemed: 0, total: 1524 },
  suggestedTips: [
    { percent: 10, amount: 140 },
    { percent: 15, amount: 210 },
  ],
  minimumOrder: 0,
  walletBalance: null,
};

const order: Order = {
  orderId: ORDER_ID,
  orderNumber: "1001",
  locationId: gramercy.id,
  locationSlug: gramercy.locationSlug,
  merchantType: gramercy.merchantType,
  branchName: gramercy.branchName,
  locationPhone: gramercy.phoneNumber,
  timeZone: gramercy.timeZoneCd,
  currency: "USD",
  orderType: "pickup",
  orderTypeId: 4,
  status: 6,
  statusLabel: "Order Received",
  paymentStatus: null,
  customerId: null,
  fullName: "Ada Lovelace",
  phone: "+12125550100",
  email: null,
  items: totalsAnswer.lines,
  totals: totalsAnswer.totals,
  tipType: "FLATFEE",
  orderTimeASAP: true,
  scheduledAt: null,
  eventSlug: null,
  eventSlot: null,
  tableId: null,
  address: null,
  comment: null,
  orderInstruction: null,
  deliveryInstruction: null,
  orderDate: "2026-11-23",
  orderTime: "2026-11-23T15:37:00.000Z",
  etaTime: "2026-11-23T15:57:00.000Z",
  splitId: null,
  transactionId: null,
  sortOrder: null,
  history: [{ status: 6, label: "Order Received", at: "2026-11-23T15:37:00.000Z" }],
  coupon: null,
  offers: [],
  payment: null,
};

/** An SSE stream the test pushes frames into. */
function eventStream() {
  let push: (text: string) => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      push = (text) => controller.enqueue(encoder.encode(text));
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } }),
    push: (text: string) => push(text),
  };
}

beforeEach(() => {
  handlers = {
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
  };
  sent.length = 0;
  window.localStorage.clear();
  cartStore.getState().reset();
  cartStore.setState({ cartInitialized: false });
  placementThrottle.reset();
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace("/data-services", "").split("?")[0]!;
      const handler = handlers[path] ?? (path.endsWith("/events") ? handlers["/events"] : undefined);
      const payload = init?.body ? decodePayload((JSON.parse(String(init.body)) as { data: string }).data) : undefined;
      sent.push({ path, payload });
      if (!handler) return new Response(JSON.stringify({ statusCode: 404, error: "Not Found", message: path }), { status: 404 });
      const reply = handler(payload);
      if (reply instanceof Response) return reply;
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { "content-type": "application/json" } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const R = ":merchantType/:merchantSlug";
function chain(path: string): string | null {
  const matches = matchRoutes(routes, path);
  return matches
    ? matches
        .map((m) => m.route.path ?? (m.route.index ? "(index)" : ""))
        .filter(Boolean)
        .join(" > ")
    : null;
}

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
    fireEvent.click(await screen.findByRole("link", { name: /View cart/ }));
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
    handlers["/order/customer/createOrder"] = () => {
      created++;
      return ok(order, 201);
    };
    const stream = eventStream();
    handlers["/events"] = () => stream.response;
    let current = order;
    handlers["/order/customer"] = () => ok(current);
    handlers["/payment/processor"] = () => ({ status: 200, body: { provider: "sandbox", cardFormUrl: "/sandbox-processor/card-form" } });
    handlers["/coupon/v2/available"] = () => ok({ coupons: [] });
    handlers["/coupon/item/offer/avail/v2"] = () => ok({ offers: [], quantity: 1 });
    handlers["/payment/customer-initiate-offline-payment"] = () => {
      const payment = { transactionId: "3f1d2c4b-0000-4000-8000-0000000000aa", paymentType: "POS", state: "at_location", amount: 1524 };
      current = { ...order, paymentStatus: 25, payment: { ...payment, collectedAmount: 0, card: null } } as Order;
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
    await screen.findByRole("link", { name: /View cart/ });
    await act(() => router.navigate(`${base}/checkOut`));
    fireEvent.change(await screen.findByLabelText("Full name"), { target: { value: "Ada Lovelace" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Mobile number" }), { target: { value: "212 555 0100" } });
    const place = await screen.findAllByRole("button", { name: /Continue to payment/, hidden: true });
    await waitFor(() => expect((place[0] as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(place[0]!);
    fireEvent.click(place[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/order/${ORDER_ID}/placeOrder/payment`));
    expect(created).toBe(1);
    fireEvent.click(await screen.findByRole("radio", { name: /Pay at the restaurant/ }));
    const confirm = await screen.findAllByRole("button", { name: "Confirm — pay at the restaurant", hidden: true });
    fireEvent.click(confirm[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/tracker/${ORDER_ID}`));
    expect(sent.find((x) => x.path === "/payment/customer-initiate-offline-payment")?.payload).toMatchObject({ orderId: ORDER_ID });
    const request = sent.find((s) => s.path === "/order/customer/createOrder")?.payload as { idempotencyKey: string; fullName: string };
    expect(request.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.fullName).toBe("Ada Lovelace");
    expect(cartStore.getState().items).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.activeOrders)!)[0].orderId).toBe(ORDER_ID);

    expect((await screen.findByTestId("order-status")).textContent).toBe("Order Received");
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
    expect(screen.getByRole("list", { name: "Order progress" }).querySelector("[aria-current=step]")?.textContent).toMatch(/^Accepted/);
  });

  it("shows the server's message when the order is refused, as a toast too", async () => {
    handlers["/order/customer/createOrder"] = () => fail(409, "Only 1 left of Garden Salad");
    const router = renderAt(`${base}/menu/pickup/garden-salad`);
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Garden Salad" })).getByRole("button", { name: /Add to cart/ }));
    await screen.findByRole("link", { name: /View cart/ });
    await act(() => router.navigate(`${base}/checkOut`));
    fireEvent.change(await screen.findByLabelText("Full name"), { target: { value: "Ada Lovelace" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Mobile number" }), { target: { value: "212 555 0100" } });
    const place = await screen.findAllByRole("button", { name: /Continue to payment/, hidden: true });
    await waitFor(() => expect((place[0] as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(place[0]!);
    // On the page and as a toast.
    await waitFor(() => expect(screen.getAllByText("Only 1 left of Garden Salad").length).toBeGreaterThanOrEqual(2));
    expect(router.state.location.pathname).toBe(`${base}/checkOut`);
    expect(cartStore.getState().idempotencyKey).not.toBeNull();
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
    expect((await screen.findByTestId("order-status")).textContent).toBe("Order Received");
    expect(screen.getByRole("link", { name: /Call/ }).getAttribute("href")).toBe(`tel:${gramercy.phoneNumber}`);
    fireEvent.click(screen.getByRole("button", { name: "Cancel order" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel" }));
    await waitFor(() => expect(screen.getByTestId("order-status").textContent).toBe("Order Cancelled"));
    expect(sent.find((x) => x.path === "/order/update/customer")?.payload).toEqual({ orderId: ORDER_ID, cancel: true });
    expectShown(screen.getByText("Cancelled by you"));
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
  });

  it("prints one receipt for an order, with its totals and payment", async () => {
    const payment = {
      transactionId: "t1",
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
      { itemId: 38, itemName: "Dry-Aged Ribeye", quantity: 1, unitPrice: 6800, options: [], subtotal: 6800, comment: null },
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
