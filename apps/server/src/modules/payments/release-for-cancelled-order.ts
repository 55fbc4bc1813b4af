/**
 * The order was cancelled (the orderCancelled event): an authorization is released, collected money goes back to the
 * card or UPI account, and open ways of paying are closed. Payments still waiting on the processor are released when
 * it answers.
 */
import { isCancelledOrder } from "@forkful/contracts/order-status";
import { REPLACEABLE_STATES } from "@forkful/contracts/payment-states";
import { orderRecord } from "../orders/public";
import { type GiveBackDeps, giveBack } from "./give-back";
import { movePayment } from "./move-payment";
import { type PaymentDeps, processorConfirmsCharge } from "./payment-steps";
import type { PaymentRow } from "./payments.repository";

export type ReleaseDeps = GiveBackDeps & Pick<PaymentDeps, "db">;

export async function releaseForCancelledOrder(deps: ReleaseDeps, orderId: string): Promise<void> {
  const record = await orderRecord(deps.db, orderId);
  if (record && !isCancelledOrder(record.order.status)) return;
  for (const row of await deps.payments.paymentsOf(orderId)) {
    try {
      await releasePayment(deps, row);
    } catch (error) {
      // One payment the processor would not release must not keep the others (or the cancellation) back.
      deps.log.warn({ err: error, transactionId: row.id }, "a payment of a cancelled order could not be released");
    }
  }
}

/**
 * What a cancelled order's payment must give back, if anything: an authorization is released (voided), money collected
 * by card, link or UPI is refunded; money taken at the counter is staff's to hand back.
 */
export function owedToCancelledOrder(row: PaymentRow): { processorRef: string; captured: boolean; kind: string } | null {
  const { processorRef } = row;
  if (!processorRef) return null;
  if (row.state === "authorized") return { processorRef, captured: false, kind: "order_cancelled.voided" };
  if (row.state === "collected" && row.paymentType !== "POS") return { processorRef, captured: true, kind: "order_cancelled.refunded" };
  return null;
}

async function releasePayment(deps: ReleaseDeps, row: PaymentRow): Promise<void> {
  const owed = owedToCancelledOrder(row);
  if (owed) {
    await giveBack(deps, row, row.state, owed.processorRef, owed.captured, owed.kind);
  } else if (
    row.processorRef &&
    row.state === "awaiting_payer" &&
    (await processorConfirmsCharge(deps.processor, row.id, row.processorRef))
  ) {
    // The processor says the payer paid, and its callback was lost: the money goes back rather than the link being closed as unpaid.
    await giveBack(deps, row, row.state, row.processorRef, true, "order_cancelled.paid_refunded");
  } else if (REPLACEABLE_STATES.includes(row.state)) {
    if (row.processorRef && row.state === "awaiting_payer") await deps.processor.cancelPayerRequest(row.processorRef);
    await movePayment(deps, { id: row.id, from: [row.state], to: "cancelled", event: { kind: "order_cancelled", at: deps.clock() } });
  }
}
