/** The bill of a table's tab through the app: split it, pay a part, and each part's receipt and tracker. */
import type { Order } from "@forkful/contracts/orders";
import { type Split, TAB_REFUSALS } from "@forkful/contracts/tabs";
import { cleanup, configure, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { authStore } from "../features/auth/stores/session-store";
import { SettleBill } from "../features/bills/components/settle-bill";
import { useOrder } from "../features/orders/api/get-order";
import { paymentThrottle } from "../features/payments/lib/payment-throttle";
import { CurrentRestaurantContext } from "../shared/hooks/use-current-restaurant";
import { rememberTableToken } from "../shared/lib/table-tokens";
import { expectShown } from "../shared/testing/expect-shown";
import { fail, fakeApi, ok } from "../shared/testing/fake-api";
import { restaurantFixture } from "../shared/testing/fixtures";
import { ORDER_ID, orderFixture, orderItemFixture, tabFixture } from "../shared/testing/order-fixtures";
import { renderRouter } from "../shared/testing/render-router";
import { Providers } from "./providers";
import { routes } from "./routes";

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await Promise.all([import("./routes/bill-part-page"), import("./routes/receipt-page"), import("./routes/tracker-page")]);
}, 60_000);

const { handlers, sent, install } = fakeApi();
const gramercy = restaurantFixture({ open: 1 });
const base = `/${gramercy.merchantType}/${gramercy.locationSlug}`;
const TABLE = "T4";
const ASHA = "11111111-0000-4000-8000-000000000001";
const BEN = "11111111-0000-4000-8000-000000000002";
const line = (lineId: number, itemName: string, price: number, dinerId: string, dinerName: string, sortOrder: number) =>
  orderItemFixture(
    { itemId: lineId, itemName, quantity: 1, unitPrice: price, options: [], subtotal: price, comment: null },
    { lineId, sortOrder, dinerId, dinerName },
  );
const items = [line(1, "Paneer Tikka", 1200, ASHA, "Asha", 1), line(2, "Naan", 400, ASHA, "Asha", 1), line(3, "Dal", 1000, BEN, "Ben", 2)];
const totals = { subtotal: 2600, tax: 260, deliveryFee: 0, tip: 0, discount: 0, isDiscountApplied: false, walletRedeemed: 0, total: 2860 };
const tab = tabFixture({
  diners: [
    { dinerId: ASHA, name: "Asha" },
    { dinerId: BEN, name: "Ben" },
  ],
  youDinerId: BEN,
  rounds: [
    {
      sortOrder: 1,
      dinerId: ASHA,
      dinerName: "Asha",
      placedAt: "2026-11-23T15:37:00.000Z",
      ticketStatus: null,
      state: "sent",
      ticketLabel: "In the kitchen",
      voided: null,
    },
    {
      sortOrder: 2,
      dinerId: BEN,
      dinerName: "Ben",
      placedAt: "2026-11-23T15:50:00.000Z",
      ticketStatus: null,
      state: "sent",
      ticketLabel: "In the kitchen",
      voided: null,
    },
  ],
  due: 2860,
});
const order = orderFixture(gramercy, { orderType: "dinein", tableId: TABLE, status: 11, items, totals, tab });

const SPLIT_A = "22222222-0000-4000-8000-00000000000a";
const SPLIT_B = "22222222-0000-4000-8000-00000000000b";
const part = (splitId: string, position: number, label: string, dinerId: string, lines: Split["lines"], subtotal: number): Split => ({
  splitId,
  position,
  label,
  dinerId,
  lines,
  subtotal,
  tax: subtotal / 10,
  tip: 0,
  discount: 0,
  walletRedeemed: 0,
  total: Math.round(subtotal * 1.1),
  state: "unpaid",
  paidAt: null,
  payment: null,
});
const half = { numerator: 1, denominator: 2 };
const whole = { numerator: 1, denominator: 1 };
const splits = [
  part(
    SPLIT_A,
    1,
    "Asha",
    ASHA,
    [
      { lineId: 1, itemName: "Paneer Tikka", share: whole, subtotal: 1200, tax: 120 },
      { lineId: 2, itemName: "Naan", share: half, subtotal: 200, tax: 20 },
    ],
    1400,
  ),
  part(
    SPLIT_B,
    2,
    "Ben",
    BEN,
    [
      { lineId: 2, itemName: "Naan", share: half, subtotal: 200, tax: 20 },
      { lineId: 3, itemName: "Dal", share: whole, subtotal: 1000, tax: 100 },
    ],
    1200,
  ),
];
const splitOrder: Order = { ...order, tab: { ...tab, state: "settling", splitMode: "diner", splits } };

let current: Order = order;
beforeEach(() => {
  current = order;
  install({
    "/merchants/locations/slug": () => ok(gramercy),
    "/order/customer": (payload) => ok({ ...current, splitId: (payload as { splitId?: string }).splitId ?? null }),
    "/payment/processor": () => ok({ provider: "sandbox", cardFormUrl: "/sandbox-processor/card-form" }),
    "/events": () => new Response(new ReadableStream(), { status: 200, headers: { "content-type": "text/event-stream" } }),
  });
  window.localStorage.clear();
  authStore.getState().endSession();
  paymentThrottle.reset();
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  sessionStorage.clear();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The tab view's bill, as the table order view mounts it (within its restaurant's pages). */
function TabBill() {
  const query = useOrder({ orderId: ORDER_ID });
  return (
    <CurrentRestaurantContext value={gramercy}>
      {query.data ? <SettleBill order={query.data} tableId={TABLE} /> : null}
    </CurrentRestaurantContext>
  );
}

const renderAt = (path: string) => renderRouter(routes, path, Providers);
const renderBill = () =>
  renderRouter(
    [{ path: "/:merchantType/:merchantSlug/table/:tableId/order/:orderId", element: <TabBill /> }],
    `${base}/table/${TABLE}/order/${ORDER_ID}`,
    Providers,
  );

describe("the bill of a tab", () => {
  it("splits by diner with a shared dish (with the table's code), then lists the parts with your own first", async () => {
    rememberTableToken({ locationSlug: gramercy.locationSlug, tableId: TABLE }, "table-code-T4");
    handlers["/order/customer/split-bill"] = () => {
      current = splitOrder;
      return ok(splitOrder);
    };
    renderBill();
    const bill = await screen.findByRole("region", { name: "The bill" });
    expect(bill.textContent).toContain("$28.60");
    expect(within(bill).getByRole("link", { name: "Pay the whole bill" }).getAttribute("href")).toBe(
      `${base}/table/${TABLE}/order/${ORDER_ID}/placeOrder/payment`,
    );
    fireEvent.click(within(bill).getByRole("button", { name: "Split the bill" }));
    const chooser = await screen.findByRole("region", { name: "Split the bill" });
    expect((within(chooser).getByRole("radio", { name: /By diner/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(within(chooser).getByRole("group", { name: "Asha" })).getByRole("checkbox", { name: /Naan/ }));
    fireEvent.click(within(chooser).getByRole("button", { name: "Split the bill" }));

    const parts = await screen.findAllByRole("article");
    expect(parts.map((p) => p.getAttribute("aria-label"))).toEqual(["Ben (your part)", "Asha"]);
    expect(parts[1]!.textContent).toContain("½ Naan");
    expect(within(parts[0]!).getByRole("link", { name: "Pay this part" }).getAttribute("href")).toBe(
      `${base}/table/${TABLE}/order/${ORDER_ID}/e/splitId/${SPLIT_B}`,
    );
    expectShown(screen.getByRole("button", { name: "Undo split" }));
    expect(sent.find((s) => s.path === "/order/customer/split-bill")?.payload).toEqual({
      orderId: ORDER_ID,
      mode: "diner",
      sharedLineIds: [2],
      tableToken: "table-code-T4",
    });
  });

  it("undoes a split while nothing is paid, and shows the bill again", async () => {
    current = splitOrder;
    handlers["/order/customer/split-bill/undo"] = () => {
      current = order;
      return ok(order);
    };
    renderBill();
    fireEvent.click(await screen.findByRole("button", { name: "Undo split" }));
    expectShown(await screen.findByRole("region", { name: "The bill" }));
    expect(sent.find((s) => s.path === "/order/customer/split-bill/undo")?.payload).toEqual({ orderId: ORDER_ID });
  });

  it("offers no undo once a part is paid, and a closed tab is paid in full with a receipt per part", async () => {
    const paid = { ...splits[0]!, state: "paid" as const, paidAt: "2026-11-23T16:30:00.000Z" };
    current = { ...splitOrder, tab: { ...splitOrder.tab!, splits: [paid, splits[1]!] } };
    renderBill();
    const own = await screen.findByRole("article", { name: "Asha" });
    expect(within(own).getByRole("link", { name: "Receipt" }).getAttribute("href")).toBe(
      `${base}/table/${TABLE}/order/${ORDER_ID}/receipt/e/splitId/${SPLIT_A}`,
    );
    expect(screen.queryByRole("button", { name: "Undo split" })).toBeNull();
    cleanup();

    current = {
      ...splitOrder,
      tab: { ...splitOrder.tab!, state: "closed", splits: splits.map((p) => ({ ...p, state: "paid" as const })) },
    };
    renderBill();
    expectShown(await screen.findByRole("heading", { name: "Paid in full" }));
    expect(screen.getAllByRole("link", { name: /^Receipt — / }).map((a) => a.textContent)).toEqual(["Receipt — Ben", "Receipt — Asha"]);
  });

  it("asks who pays for every dish before splitting by dishes", async () => {
    renderBill();
    fireEvent.click(await screen.findByRole("button", { name: "Split the bill" }));
    const chooser = await screen.findByRole("region", { name: "Split the bill" });
    fireEvent.click(within(chooser).getByRole("radio", { name: /By dishes/ }));
    fireEvent.click(
      within(within(chooser).getByRole("group", { name: "Who pays for Paneer Tikka" })).getByRole("button", { name: "Part 1" }),
    );
    fireEvent.click(within(chooser).getByRole("button", { name: "Split the bill" }));
    expect((await within(chooser).findByRole("alert")).textContent).toContain("Choose who pays for every dish");
    expect(sent.some((s) => s.path === "/order/customer/split-bill")).toBe(false);
  });

  it("pays one part at the restaurant, naming its splitId, then says so", async () => {
    current = splitOrder;
    handlers["/payment/customer-initiate-offline-payment"] = () => {
      const payment = {
        transactionId: "33333333-0000-4000-8000-000000000001",
        splitId: SPLIT_B,
        paymentType: "POS",
        state: "at_location",
        amount: 1320,
        collectedAmount: 0,
        card: null,
      } as const;
      current = { ...splitOrder, tab: { ...splitOrder.tab!, splits: [splits[0]!, { ...splits[1]!, payment }] } };
      return ok({
        ...payment,
        orderId: ORDER_ID,
        paymentStatus: 25,
        currency: "USD",
        authorizedAmount: 0,
        message: null,
        paymentLink: null,
        upi: null,
        cardFormUrl: "/sandbox-processor/card-form",
      });
    };
    renderAt(`${base}/table/${TABLE}/order/${ORDER_ID}/e/splitId/${SPLIT_B}`);
    expectShown(await screen.findByRole("heading", { name: "Pay Ben" }));
    expect(screen.getByTestId("pay-total").textContent).toBe("$13.20");
    const summary = screen.getByRole("region", { name: "Ben" });
    expect(summary.textContent).toContain("½ Naan");
    expect(summary.textContent).not.toContain("Paneer Tikka");
    fireEvent.click(await screen.findByRole("radio", { name: /Pay at the restaurant/ }));
    fireEvent.click(screen.getAllByRole("button", { name: "Confirm — pay at the restaurant" })[0]!);
    expectShown(await screen.findByText("To pay at the restaurant"));
    expect(sent.find((s) => s.path === "/payment/customer-initiate-offline-payment")?.payload).toMatchObject({
      orderId: ORDER_ID,
      splitId: SPLIT_B,
    });
  });

  it("tells someone not at the table that only its diners see its bill", async () => {
    handlers["/order/customer"] = () => fail(403, TAB_REFUSALS.notADiner);
    renderAt(`${base}/table/${TABLE}/order/${ORDER_ID}/e/splitId/${SPLIT_B}`);
    expectShown(await screen.findByText(TAB_REFUSALS.notADiner));
  });

  it("prints a part's receipt with only its dishes, and the whole tab's round by round", async () => {
    current = {
      ...splitOrder,
      tab: { ...splitOrder.tab!, splits: [{ ...splits[0]!, state: "paid", paidAt: "2026-11-23T16:30:00.000Z" }, splits[1]!] },
    };
    renderAt(`${base}/table/${TABLE}/order/${ORDER_ID}/receipt/e/splitId/${SPLIT_A}`);
    const receipt = await screen.findByTestId("receipt");
    expectShown(within(receipt).getByRole("heading", { name: "Receipt — Asha" }));
    expect(receipt.textContent).toContain("½ Naan");
    expect(receipt.textContent).toContain("$15.40");
    expect(receipt.textContent).not.toContain("Dal");
    cleanup();

    renderAt(`${base}/table/${TABLE}/order/${ORDER_ID}/receipt`);
    const whole = await screen.findByTestId("receipt");
    expect(within(whole).getByRole("region", { name: "Round 1" }).textContent).toContain("Paneer Tikka");
    expect(within(whole).getByRole("region", { name: "Round 2" }).textContent).toContain("Ben");
    expect(whole.textContent).toContain("$28.60");
  });

  it("tracks one part of the bill", async () => {
    current = splitOrder;
    renderAt(`${base}/tracker/${ORDER_ID}/e/splitId/${SPLIT_A}`);
    const part = await screen.findByRole("region", { name: "Your order" });
    expectShown(within(part).getByRole("heading", { name: "Asha" }));
    expect(part.textContent).toContain("½ Naan");
    expect(part.textContent).not.toContain("Dal");
  });
});
