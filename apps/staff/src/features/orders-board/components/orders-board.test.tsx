import { fakeApi } from "@forkful/api-client/testing/fake-api";
import { OrderStatus } from "@forkful/contracts/order-status";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { staffOrderFixture } from "../../../shared/testing/order-fixture";
import { renderWithQueries, resetAfterScreenTest, signInForTest } from "../../../shared/testing/staff-screen";
import { OrdersBoard } from "./orders-board";

const api = fakeApi();
const json = (body: unknown, status = 200) => ({ status, body });
const page = (content: unknown[]) => json({ content, totalElements: content.length, page: 0, size: 100 });

const atCounter = staffOrderFixture();
const unpaidCard = staffOrderFixture({ orderId: "2b3c4d5e-0000-4000-8000-000000000002", orderNumber: "1002", paymentStatus: null });
const preparing = staffOrderFixture({
  orderId: "2b3c4d5e-0000-4000-8000-000000000003",
  orderNumber: "1003",
  status: OrderStatus.BeingPrepared,
  paymentStatus: OrderStatus.PaymentSuccess,
});

function renderBoard(role: "manager" | "kitchen" = "manager") {
  return renderWithQueries(<OrdersBoard role={role} />);
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  signInForTest("manager");
  api.install({ "/staff/orders": () => page([atCounter, unpaidCard, preparing]) });
});
afterEach(resetAfterScreenTest);

const card = (number: string) => screen.getByRole("article", { name: new RegExp(`^#${number} `) });

describe("the orders board", () => {
  it("shows each order in its state's column, and a card payment not yet made apart and not acceptable", async () => {
    renderBoard();
    const newColumn = await screen.findByRole("region", { name: /^New/ });
    expect(within(newColumn).getByRole("article", { name: /^#1001 / })).toBeTruthy();
    expect(within(screen.getByRole("region", { name: /^Preparing/ })).getByRole("article", { name: /^#1003 / })).toBeTruthy();
    const awaiting = screen.getByRole("region", { name: /^Awaiting payment/ });
    expect(within(awaiting).getByRole("article", { name: /^#1002 / })).toBeTruthy();
    expect(within(card("1002")).queryByRole("button", { name: "Accept" })).toBeNull();
    expect(within(card("1001")).getByText("Pay at counter")).toBeTruthy();
    expect(api.sent[0]!.authorization).toBe("Bearer staff-token");
  });

  it("accepts with the prep time chosen, and says a refusal in the dialog without closing it", async () => {
    let refuse = true;
    api.handlers[`/staff/orders/${atCounter.orderId}/status`] = () =>
      refuse
        ? json({ statusCode: 409, error: "Conflict", message: "This order has moved on: reload" }, 409)
        : json({ ...atCounter, status: OrderStatus.Accepted });
    renderBoard();
    fireEvent.click(within(await screen.findByRole("article", { name: /^#1001 / })).getByRole("button", { name: "Accept" }));
    const dialog = screen.getByRole("dialog", { name: "Accept order #1001" });
    fireEvent.click(within(dialog).getByRole("button", { name: "15 min" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Accept, ready in 15 min" }));
    expect(await within(dialog).findByText("This order has moved on: reload")).toBeTruthy();
    refuse = false;
    fireEvent.click(within(dialog).getByRole("button", { name: "Accept, ready in 15 min" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const moves = api.sent.filter((call) => call.path.endsWith("/status"));
    expect(moves.map((call) => call.payload)).toEqual([
      { status: OrderStatus.Accepted, prepMinutes: 15 },
      { status: OrderStatus.Accepted, prepMinutes: 15 },
    ]);
  });

  it("cancels only with a reason", async () => {
    api.handlers[`/staff/orders/${atCounter.orderId}/status`] = () => json({ ...atCounter, status: OrderStatus.CancelledByMerchant });
    renderBoard();
    fireEvent.click(within(await screen.findByRole("article", { name: /^#1001 / })).getByRole("button", { name: "Cancel" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel order #1001" });
    const confirm = within(dialog).getByRole("button", { name: "Cancel order" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: "Out of stock" }));
    fireEvent.click(confirm);
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.sent.find((call) => call.path.endsWith("/status"))?.payload).toEqual({
      status: OrderStatus.CancelledByMerchant,
      reason: "Out of stock",
    });
  });

  it("lets a manager take money at the counter, accept and cancel; the kitchen only prepares and readies", async () => {
    api.handlers[`/staff/orders/${atCounter.orderId}/payment`] = () => json({ ...atCounter, paymentStatus: OrderStatus.PaymentSuccess });
    renderBoard("manager");
    fireEvent.click(within(await screen.findByRole("article", { name: /^#1001 / })).getByRole("button", { name: "Mark paid" }));
    await vi.waitFor(() => expect(api.sent.some((call) => call.path === `/staff/orders/${atCounter.orderId}/payment`)).toBe(true));
    cleanup();
    renderBoard("kitchen");
    const waiting = await screen.findByRole("article", { name: /^#1001 / });
    expect(within(waiting).queryByRole("button", { name: "Mark paid" })).toBeNull();
    expect(within(waiting).queryByRole("button", { name: "Accept" })).toBeNull();
    expect(within(waiting).queryByRole("button", { name: "Cancel" })).toBeNull();
    expect(within(card("1003")).getByRole("button", { name: "Mark ready" })).toBeTruthy();
  });

  it("opens an order's history with who moved it, when, and what they said", async () => {
    api.handlers[`/staff/orders/${preparing.orderId}`] = () =>
      json({
        ...preparing,
        prepMinutes: 15,
        cancelReason: null,
        timeline: [
          {
            status: 6,
            label: "Order Received",
            at: "2026-11-27T18:00:00.000Z",
            by: { kind: "diner", staffId: null, name: null, role: null },
            reason: null,
            prepMinutes: null,
          },
          {
            status: OrderStatus.Accepted,
            label: "Accepted",
            at: "2026-11-27T18:02:00.000Z",
            by: { kind: "staff", staffId: "c0ffee00-0000-4000-8000-000000000001", name: "Demo manager", role: "manager" },
            reason: null,
            prepMinutes: 15,
          },
        ],
      });
    renderBoard();
    fireEvent.click(within(await screen.findByRole("article", { name: /^#1003 / })).getByRole("button", { name: /^#1003/ }));
    const dialog = screen.getByRole("dialog", { name: "Order #1003" });
    const history = await within(dialog).findByRole("region", { name: "History" });
    expect(history.textContent).toContain("Order Received · The diner");
    expect(history.textContent).toContain("Accepted · Demo manager (manager) · ready in 15 min");
  });

  it("holds a scheduled order apart under Later until an hour before its time", async () => {
    const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const tonight = staffOrderFixture({
      orderId: "2b3c4d5e-0000-4000-8000-000000000004",
      orderNumber: "1004",
      orderTimeASAP: false,
      scheduledAt: inMinutes(180),
    });
    const soon = staffOrderFixture({
      orderId: "2b3c4d5e-0000-4000-8000-000000000005",
      orderNumber: "1005",
      orderTimeASAP: false,
      scheduledAt: inMinutes(30),
    });
    api.handlers["/staff/orders"] = () => page([tonight, soon]);
    renderBoard();
    const later = await screen.findByRole("region", { name: /^Later · 1/ });
    expect(within(later).getByRole("article", { name: /^#1004 / })).toBeTruthy();
    const newColumn = screen.getByRole("region", { name: /^New/ });
    expect(within(newColumn).getByRole("article", { name: /^#1005 / })).toBeTruthy();
    expect(within(newColumn).queryByRole("article", { name: /^#1004 / })).toBeNull();
  });

  it("says when the board cannot be loaded, and loads it again on Retry", async () => {
    let fails = true;
    api.handlers["/staff/orders"] = () => (fails ? json({ statusCode: 500, error: "Error", message: "down" }, 500) : page([]));
    renderBoard();
    const retry = await screen.findByRole("button", { name: "Retry" });
    fails = false;
    fireEvent.click(retry);
    expect(await screen.findByText("No open orders")).toBeTruthy();
  });
});
