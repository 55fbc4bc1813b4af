import { fakeApi } from "@forkful/api-client/testing/fake-api";
import type { Split, Tab } from "@forkful/contracts/tabs";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { staffOrderFixture } from "../../../shared/testing/order-fixture";
import { renderWithQueries, resetAfterScreenTest, signInForTest } from "../../../shared/testing/staff-screen";
import { OrderDetailDialog } from "./order-detail-dialog";

const api = fakeApi();
const json = (body: unknown, status = 200) => ({ status, body });
const ORDER_ID = "2b3c4d5e-0000-4000-8000-000000000009";

const part = (n: number, overrides: Partial<Split>): Split => ({
  splitId: `5a5a5a5a-0000-4000-8000-00000000000${n}`,
  position: n,
  label: `Part ${n} of 2`,
  dinerId: null,
  lines: [],
  subtotal: 2700,
  tax: 0,
  tip: 0,
  tipType: "FLATFEE",
  discount: 0,
  walletRedeemed: 0,
  total: 2700,
  state: "unpaid",
  paidAt: null,
  payment: null,
  ...overrides,
});
const payment = (state: "collected" | "at_location", card: { brand: string; last4: string } | null) => ({
  transactionId: `t-${state}`,
  splitId: null,
  paymentType: card ? ("CNP" as const) : ("POS" as const),
  state,
  amount: 2700,
  collectedAmount: state === "collected" ? 2700 : 0,
  card,
});
const tabOf = (splits: Split[], state: Tab["state"] = "settling"): Tab => ({
  state,
  selectedTableName: "Table 4",
  selectedSectionId: "1",
  diners: [],
  youDinerId: null,
  rounds: [],
  splitMode: "equal",
  splits,
  paid: splits.filter((s) => s.state === "paid").reduce((sum, s) => sum + s.total, 0),
  due: splits.filter((s) => s.state === "unpaid").reduce((sum, s) => sum + s.total, 0),
  reservationId: null,
});
const detailOf = (tab: Tab) => ({
  ...staffOrderFixture({ orderId: ORDER_ID, orderNumber: "1009", tab }),
  prepMinutes: null,
  cancelReason: null,
  timeline: [],
});

const byCard = part(1, {
  label: "Asha",
  state: "paid",
  paidAt: "2026-11-27T19:00:00.000Z",
  payment: payment("collected", { brand: "Visa", last4: "4242" }),
});
const atCounter = part(2, { payment: payment("at_location", null) });

function renderDetail(takesPartPayments: boolean) {
  return renderWithQueries(
    <OrderDetailDialog orderId={ORDER_ID} orderNumber="1009" takesPartPayments={takesPartPayments} onClose={() => {}} />,
  );
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  signInForTest("manager");
  api.install({});
});
afterEach(resetAfterScreenTest);

describe("a split bill on the order's detail", () => {
  it("shows each part's amount and who paid how; a manager marks the part waiting at the counter paid and the bill closes", async () => {
    let paid = false;
    api.handlers[`/staff/orders/${ORDER_ID}`] = () =>
      json(
        detailOf(
          paid
            ? tabOf([byCard, { ...atCounter, state: "paid", payment: payment("collected", null) }], "closed")
            : tabOf([byCard, atCounter]),
        ),
      );
    api.handlers[`/staff/orders/${ORDER_ID}/splits/${atCounter.splitId}/payment`] = () => {
      paid = true;
      return json(detailOf(tabOf([byCard, atCounter])));
    };
    renderDetail(true);
    const parts = await screen.findByRole("region", { name: "Split bill" });
    expect(within(parts).getByText("Split bill · due $27.00")).toBeTruthy();
    expect(within(parts).getByRole("listitem", { name: "Asha" }).textContent).toBe("Asha · $27.00Paid by card (Visa ·4242)");
    const waiting = within(parts).getByRole("listitem", { name: "Part 2 of 2" });
    expect(within(waiting).getByText("Paying at the counter")).toBeTruthy();
    expect(within(within(parts).getByRole("listitem", { name: "Asha" })).queryByRole("button")).toBeNull();

    fireEvent.click(within(waiting).getByRole("button", { name: "Mark paid" }));
    expect(await within(screen.getByRole("region", { name: "Split bill" })).findByText("Bill closed")).toBeTruthy();
    expect(screen.getByRole("listitem", { name: "Part 2 of 2" }).textContent).toContain("Paid at the counter");
    expect(screen.queryByRole("button", { name: "Mark paid" })).toBeNull();
  });

  it("offers no 'Mark paid' to a role that may not record payments, and says a refusal", async () => {
    api.handlers[`/staff/orders/${ORDER_ID}`] = () => json(detailOf(tabOf([byCard, atCounter])));
    renderDetail(false);
    await screen.findByRole("region", { name: "Split bill" });
    expect(screen.queryByRole("button", { name: "Mark paid" })).toBeNull();
    cleanup();

    api.handlers[`/staff/orders/${ORDER_ID}/splits/${atCounter.splitId}/payment`] = () =>
      json({ statusCode: 409, error: "Conflict", message: "No payment of this part waits at the counter" }, 409);
    renderDetail(true);
    fireEvent.click(await screen.findByRole("button", { name: "Mark paid" }));
    expect(await screen.findByText("No payment of this part waits at the counter")).toBeTruthy();
  });
});
