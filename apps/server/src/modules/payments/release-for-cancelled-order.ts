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
import type { PaymentDeps } from "./payment-steps";
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

async function releasePayment(deps: ReleaseDeps, row: PaymentRow): Promise<void> {
  if (row.state === "authorized" && row.processorRef) {
    await giveBack(deps, row, "authorized", row.processorRef, false, "order_cancelled.voided");
  } else if (row.state === "collected" && row.processorRef && row.paymentType !== "POS") {
    await giveBack(deps, row, "collected", row.processorRef, true, "order_cancelled.refunded");
  } else if (REPLACEABLE_STATES.includes(row.state)) {
    if (row.processorRef && row.state === "awaiting_payer") await deps.processor.cancelPayerRequest(row.processorRef);
    await movePayment(deps, { id: row.id, from: [row.state], to: "cancelled", event: { kind: "order_cancelled", at: deps.clock() } });
  }
}
