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

/** Recorded when the processor refuses a refund: the money is still owed, and owed-refunds.ts retries it. */
export const REFUND_REFUSED = "refund.refused";

/** Given back; refused by the processor (recorded, to retry); or the payment was no longer in `from` (moved by another). */
export type GiveBackOutcome = "given_back" | "refused" | "moved_before";

/** Releases the authorization (or refunds what was captured) and records the payment as refunded. */
export async function giveBack(
  deps: GiveBackDeps,
  row: PaymentRow,
  from: PaymentState,
  processorRef: string,
  captured: boolean,
  kind: string,
): Promise<GiveBackOutcome> {
  if (captured) {
    const refund = await deps.processor.refund(processorRef);
    if (!refund.ok) {
      deps.log.warn({ transactionId: row.id, reason: refund.reason }, "a refund was refused");
      const event = { kind: REFUND_REFUSED, at: deps.clock(), detail: { processorRef, reason: refund.reason, for: kind } };
      await deps.payments.insertEvent(row.id, from, event);
      return "refused";
    }
  } else {
    await deps.processor.void(processorRef);
  }
  const moved = await movePayment(deps, {
    id: row.id,
    from: [from],
    to: "refunded",
    changes: { processorRef },
    event: { kind, at: deps.clock() },
  });
  return moved ? "given_back" : "moved_before";
}

export interface Settlement {
  from: PaymentState;
  to: PaymentState;
  changes: PaymentChanges;
  processorRef: string;
  amount: number;
  /** The money was captured (a refund gives it back) rather than only authorized (a void releases it). */
  captured: boolean;
  /** Who learnt what the processor did: its verified callback (the default), or reconciliation asking it. */
  source?: "callback" | "reconciled";
}

/** A callback's move is refused when the order was cancelled, or when a payer paid an order another payment holds. */
const settlementGuard = ({ from, to }: Settlement): PaymentGuard =>
  to === "collected" && from === "awaiting_payer" ? orderIsPayable() : orderStands;

/**
 * Moves a payment to where a verified callback says. When the move is refused (PaymentRefused) the money goes back;
 * any other error propagates and gives nothing back. True when this call moved the payment (or gave its money back);
 * false when it was no longer in `from` or the refund was refused.
 */
export async function settlePayment(deps: GiveBackDeps, row: PaymentRow, settlement: Settlement): Promise<boolean> {
  const { from, to, processorRef, amount } = settlement;
  const source = settlement.source ?? "callback";
  try {
    return await movePayment(deps, {
      id: row.id,
      from: [from],
      to,
      changes: settlement.changes,
      event: { kind: `${source}.${to}`, at: deps.clock(), detail: { processorRef, amount } },
      guard: settlementGuard(settlement),
    });
  } catch (error) {
    if (!(error instanceof PaymentRefused)) throw error;
    const outcome = await giveBack(deps, row, from, processorRef, settlement.captured, `${source}.${error.reason}`);
    return outcome === "given_back";
  }
}
