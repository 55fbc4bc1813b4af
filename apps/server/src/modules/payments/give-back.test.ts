/**
 * A processor callback gives money back only when its move is refused for a reason (PaymentRefused: the order was
 * cancelled, or another payment holds the money); a database fault or any other error gives nothing back.
 */
import { OrderStatus } from "@forkful/contracts/order-status";
import type { PaymentState } from "@forkful/contracts/payments";
import { describe, expect, it, vi } from "vitest";
import type { PaymentProcessor } from "../../integrations/payments/payment-processor";
import { type GiveBackDeps, type Settlement, settlePayment } from "./give-back";
import { movePayment } from "./move-payment";
import type { PaymentRow, PaymentsRepository } from "./payments.repository";

const NOW = new Date("2026-11-24T12:00:00Z");
const row = (state: PaymentState) => ({ id: "p1", orderId: "o1", state }) as PaymentRow;

/** A repository whose transaction locks an order in `orderStatus` and the payment in `state`, or fails with `fault`. */
function fakePayments(options: { state: PaymentState; orderStatus?: number; others?: PaymentState[]; fault?: Error }) {
  const tx = {} as never;
  const repository = {
    transaction: vi.fn(async (work: (tx: never) => Promise<unknown>) => {
      if (options.fault) throw options.fault;
      return work(tx);
    }),
    orderIdOf: vi.fn(async () => "o1"),
    lockOrderTotals: vi.fn(async () => ({ total: 1000, status: options.orderStatus ?? OrderStatus.Accepted })),
    lockPayment: vi.fn(async () => row(options.state)),
    statesOfOthers: vi.fn(async () => options.others ?? []),
    updatePayment: vi.fn(async () => undefined),
    insertEvent: vi.fn(async () => undefined),
    writeOrderPaymentStatus: vi.fn(async () => undefined),
  };
  return repository;
}

function depsWith(payments: ReturnType<typeof fakePayments>) {
  const processor = {
    void: vi.fn(async () => undefined),
    refund: vi.fn(async () => ({ ok: true as const })),
  };
  const deps: GiveBackDeps = {
    payments: payments as unknown as PaymentsRepository,
    processor: processor as unknown as PaymentProcessor,
    clock: () => NOW,
    log: { warn: vi.fn() },
  };
  return { deps, processor };
}

const authorization: Settlement = {
  from: "authorizing",
  to: "authorized",
  changes: { processorRef: "ch_1", authorizedAmount: 1000 },
  processorRef: "ch_1",
  amount: 1000,
  captured: false,
};
const linkPaid: Settlement = { ...authorization, from: "awaiting_payer", to: "collected", changes: {}, captured: true };

describe("settling a processor callback", () => {
  it("moves the payment where the callback says and gives nothing back", async () => {
    const payments = fakePayments({ state: "authorizing" });
    const { deps, processor } = depsWith(payments);
    await settlePayment(deps, row("authorizing"), authorization);
    expect(payments.updatePayment).toHaveBeenCalledWith({}, "p1", expect.objectContaining({ state: "authorized", authorizedAmount: 1000 }));
    expect(processor.void).not.toHaveBeenCalled();
    expect(processor.refund).not.toHaveBeenCalled();
  });

  it("releases the authorization when the order was cancelled (a typed refusal)", async () => {
    const payments = fakePayments({ state: "authorizing", orderStatus: OrderStatus.CancelledByCustomer });
    const { deps, processor } = depsWith(payments);
    await settlePayment(deps, row("authorizing"), authorization);
    expect(processor.void).toHaveBeenCalledWith("ch_1");
    expect(processor.refund).not.toHaveBeenCalled();
    expect(payments.updatePayment).toHaveBeenCalledTimes(1);
    expect(payments.updatePayment).toHaveBeenCalledWith({}, "p1", expect.objectContaining({ state: "refunded" }));
    expect(payments.insertEvent).toHaveBeenCalledWith("p1", "refunded", expect.objectContaining({ kind: "callback.order_cancelled" }), {});
  });

  it("refunds a link paid for an order another payment already holds (paid twice)", async () => {
    const payments = fakePayments({ state: "awaiting_payer", others: ["collected"] });
    const { deps, processor } = depsWith(payments);
    await settlePayment(deps, row("awaiting_payer"), linkPaid);
    expect(processor.refund).toHaveBeenCalledWith("ch_1");
    expect(payments.insertEvent).toHaveBeenCalledWith("p1", "refunded", expect.objectContaining({ kind: "callback.paid_twice" }), {});
  });

  it("gives nothing back on any other error: a database fault propagates", async () => {
    const fault = new Error("connection terminated unexpectedly");
    const payments = fakePayments({ state: "awaiting_payer", fault });
    const { deps, processor } = depsWith(payments);
    await expect(settlePayment(deps, row("awaiting_payer"), linkPaid)).rejects.toBe(fault);
    await expect(settlePayment(deps, row("authorizing"), authorization)).rejects.toBe(fault);
    expect(processor.refund).not.toHaveBeenCalled();
    expect(processor.void).not.toHaveBeenCalled();
  });

  it("gives nothing back when a query under the lock fails", async () => {
    const payments = fakePayments({ state: "authorizing", orderStatus: OrderStatus.CancelledByCustomer });
    payments.statesOfOthers.mockRejectedValueOnce(new TypeError("bad row"));
    const { deps, processor } = depsWith(payments);
    await expect(settlePayment(deps, row("authorizing"), authorization)).rejects.toThrow("bad row");
    expect(processor.void).not.toHaveBeenCalled();
  });
});

describe("moving a payment", () => {
  it("refuses a move the state machine does not allow, before any transaction", async () => {
    const payments = fakePayments({ state: "collected" });
    const { deps } = depsWith(payments);
    await expect(movePayment(deps, { id: "p1", from: ["collected"], to: "authorizing", event: { kind: "test", at: NOW } })).rejects.toThrow(
      "A payment cannot move from collected to authorizing",
    );
    expect(payments.transaction).not.toHaveBeenCalled();
  });

  it("does not move a payment someone else moved first", async () => {
    const payments = fakePayments({ state: "authorized" });
    const { deps } = depsWith(payments);
    const moved = await movePayment(deps, { id: "p1", from: ["authorizing"], to: "authorized", event: { kind: "test", at: NOW } });
    expect(moved).toBe(false);
    expect(payments.updatePayment).not.toHaveBeenCalled();
  });

  it("locks the order before the payment", async () => {
    const payments = fakePayments({ state: "authorizing" });
    const { deps } = depsWith(payments);
    await movePayment(deps, { id: "p1", from: ["authorizing"], to: "authorized", event: { kind: "test", at: NOW } });
    const [orderLocked] = payments.lockOrderTotals.mock.invocationCallOrder;
    const [paymentLocked] = payments.lockPayment.mock.invocationCallOrder;
    expect(orderLocked!).toBeLessThan(paymentLocked!);
    expect(payments.writeOrderPaymentStatus).toHaveBeenCalledWith({}, "o1", NOW);
  });
});
