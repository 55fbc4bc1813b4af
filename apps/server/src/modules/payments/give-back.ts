/**
 * Money an order must not keep goes back: a processor callback refused under the lock (the order was cancelled, or
 * another payment already holds its money) releases the authorization or refunds, and so does a cancelled order.
 */
import type { PaymentState } from "@forkful/contracts/payments";
import { movePayment } from "./move-payment";
import { orderIsPayable, orderStands, type PaymentGuard, PaymentRefused } from "./payment-refused";
import type { PaymentDeps } from "./payment-steps";
import type { PaymentChanges, PaymentRow } from "./payments.repository";

export interface GiveBackDeps extends Pick<PaymentDeps, "payments" | "processor" | "clock"> {
  log: { warn(detail: object, message: string): void };
}

/** Releases the authorization (or refunds what was captured) and records the payment as refunded. */
export async function giveBack(
  deps: GiveBackDeps,
  row: PaymentRow,
  from: PaymentState,
  processorRef: string,
  captured: boolean,
  kind: string,
): Promise<void> {
  if (captured) {
    const refund = await deps.processor.refund(processorRef);
    if (!refund.ok) {
      deps.log.warn({ transactionId: row.id, reason: refund.reason }, "a refund was refused");
      return;
    }
  } else {
    await deps.processor.void(processorRef);
  }
  await movePayment(deps, { id: row.id, from: [from], to: "refunded", changes: { processorRef }, event: { kind, at: deps.clock() } });
}

export interface Settlement {
  from: PaymentState;
  to: PaymentState;
  changes: PaymentChanges;
  processorRef: string;
  amount: number;
  /** The money was captured (a refund gives it back) rather than only authorized (a void releases it). */
  captured: boolean;
}

/** A callback's move is refused when the order was cancelled, or when a payer paid an order another payment holds. */
const settlementGuard = ({ from, to }: Settlement): PaymentGuard =>
  to === "collected" && from === "awaiting_payer" ? orderIsPayable() : orderStands;

/**
 * Moves a payment to where a verified callback says. When the move is refused (PaymentRefused) the money goes back;
 * any other error propagates and gives nothing back.
 */
export async function settlePayment(deps: GiveBackDeps, row: PaymentRow, settlement: Settlement): Promise<void> {
  const { from, to, processorRef, amount } = settlement;
  try {
    await movePayment(deps, {
      id: row.id,
      from: [from],
      to,
      changes: settlement.changes,
      event: { kind: `callback.${to}`, at: deps.clock(), detail: { processorRef, amount } },
      guard: settlementGuard(settlement),
    });
  } catch (error) {
    if (!(error instanceof PaymentRefused)) throw error;
    await giveBack(deps, row, from, processorRef, settlement.captured, `callback.${error.reason}`);
  }
}
