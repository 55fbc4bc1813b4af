import { fakeApi } from "@forkful/api-client/testing/fake-api";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { staffOrderFixture } from "../../../shared/testing/order-fixture";
import { renderWithQueries, resetAfterScreenTest, signInForTest } from "../../../shared/testing/staff-screen";
import { CancelledNote } from "./cancelled-note";

const api = fakeApi();
const ORDER_ID = "2b3c4d5e-0000-4000-8000-00000000000c";
const cardPayment = (state: "collected" | "refunded") => ({
  transactionId: "t-card",
  splitId: null,
  paymentType: "CNP" as const,
  state,
  amount: 2700,
  collectedAmount: 2700,
  card: { brand: "Visa", last4: "4242" },
});
const cancelledOrder = (payment: ReturnType<typeof cardPayment> | null) => ({
  ...staffOrderFixture({ orderId: ORDER_ID, orderNumber: "1012", status: 9, payment }),
  prepMinutes: null,
  cancelReason: "Out of stock",
  timeline: [],
});

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  signInForTest("manager");
  api.install({});
});
afterEach(() => {
  cleanup();
  resetAfterScreenTest();
});

describe("the note of an order just cancelled", () => {
  it("follows a card order's refund until it is given back, in the diner's words", async () => {
    let refunded = false;
    api.handlers[`/staff/orders/${ORDER_ID}`] = () => ({
      status: 200,
      body: cancelledOrder(cardPayment(refunded ? "refunded" : "collected")),
    });
    const onDetails = vi.fn();
    renderWithQueries(<CancelledNote orderId={ORDER_ID} orderNumber="1012" onDetails={onDetails} onDismiss={() => {}} />);
    const note = await screen.findByRole("status", { name: "Order #1012 cancelled" });
    await vi.waitFor(() => expect(note.textContent).toBe("Order #1012 cancelled · Refund under way…"));
    refunded = true;
    await vi.waitFor(() => expect(note.textContent).toBe("Order #1012 cancelled · Refunded to Visa •••• 4242"), { timeout: 3_000 });
    fireEvent.click(screen.getByRole("button", { name: "Details" }));
    expect(onDetails).toHaveBeenCalledOnce();
  });

  it("says only that it is cancelled when nothing was paid online", async () => {
    api.handlers[`/staff/orders/${ORDER_ID}`] = () => ({ status: 200, body: cancelledOrder(null) });
    const onDismiss = vi.fn();
    renderWithQueries(<CancelledNote orderId={ORDER_ID} orderNumber="1012" onDetails={() => {}} onDismiss={onDismiss} />);
    const note = await screen.findByRole("status", { name: "Order #1012 cancelled" });
    await vi.waitFor(() => expect(api.sent.some((call) => call.path === `/staff/orders/${ORDER_ID}`)).toBe(true));
    await new Promise((settle) => setTimeout(settle, 50));
    expect(note.textContent).toBe("Order #1012 cancelled");
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
