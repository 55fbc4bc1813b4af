import { MESSAGES } from "@forkful/contracts/messages";
import { OrderStatus } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import { describe, expect, it } from "vitest";
import { isAwaitingPayment, isOrderOver, orderHeadline, orderPhase } from "./order-phase";

const due = "2026-11-23T20:05:00.000Z";
const base = { status: OrderStatus.Created as number, paymentDueAt: null as string | null, releasedUnpaidAt: null as string | null };

describe("where an order stands", () => {
  it("an order with a payment due is waiting for payment, not 'Order Received'", () => {
    const unpaid = { ...base, paymentDueAt: due };
    expect(orderPhase(unpaid)).toBe("awaiting-payment");
    expect(isAwaitingPayment(unpaid)).toBe(true);
    expect(orderHeadline(unpaid)).toBe(MESSAGES.waitingForPayment);
    expect(isOrderOver(unpaid)).toBe(false);
  });

  it("a paid order (no payment due) reads its §4 label", () => {
    expect(orderPhase(base)).toBe("active");
    expect(orderHeadline(base)).toBe("Order Received");
    expect(orderHeadline({ ...base, status: OrderStatus.Ready })).toBe("Order Ready");
  });

  it("a released order is released even though its status is cancelled, and over", () => {
    const released = { ...base, status: OrderStatus.CancelledByMerchant, releasedUnpaidAt: due };
    expect(orderPhase(released)).toBe("released");
    expect(orderHeadline(released)).toBe("Order released");
    expect(isOrderOver(released)).toBe(true);
  });

  it("cancelled and finished orders are over", () => {
    expect(orderPhase({ ...base, status: OrderStatus.CancelledByCustomer })).toBe("cancelled");
    expect(orderPhase({ ...base, status: OrderStatus.PickedUp })).toBe("finished");
    expect(isOrderOver({ ...base, status: OrderStatus.PickedUp })).toBe(true);
  });

  it("an owner's order with nothing paid waits for payment even without a due time; paid at the restaurant it does not", () => {
    const totals = { total: 1524 } as Order["totals"];
    const mine = { ...base, customerId: "c-1", totals, payment: null };
    expect(orderPhase(mine)).toBe("awaiting-payment");
    expect(orderPhase({ ...mine, payment: { state: "at_location" } as Order["payment"] })).toBe("active");
    expect(orderPhase({ ...mine, totals: { total: 0 } as Order["totals"] })).toBe("active");
    expect(orderPhase({ ...mine, status: OrderStatus.Accepted })).toBe("active");
  });

  it("a table's tab, paid at the end, is under way from its first round: never waiting for payment", () => {
    const totals = { total: 1524 } as Order["totals"];
    const tab = { ...base, customerId: "c-1", totals, payment: null, tab: { state: "open" } as Order["tab"] };
    expect(orderPhase(tab)).toBe("active");
    expect(orderHeadline(tab)).toBe("Order Received");
  });
});
