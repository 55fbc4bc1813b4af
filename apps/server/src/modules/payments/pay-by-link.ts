/**
 * POST /payment/initiatePayment: a payment link or a UPI QR (INR orders) for the caller's order, once per
 * idempotency key. An expired link is closed and the diner asks for a new one.
 */
import type { InitiatePaymentRequest, Transaction } from "@forkful/contracts/payments";
import { BadRequestError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import type { OrderRecord } from "../orders/public";
import { movePayment } from "./move-payment";
import { orderIsPayable } from "./payment-refused";
import {
  assertNotReplaced,
  chargeDescription,
  closeOthers,
  openPayment,
  type PaymentDeps,
  payableOrder,
  reloadTransaction,
  transactionOf,
} from "./payment-steps";
import type { PaymentChanges, PaymentRow } from "./payments.repository";

export async function payByLink(deps: PaymentDeps, input: InitiatePaymentRequest, caller: Caller | null): Promise<Transaction> {
  const record = await payableOrder(deps, input.orderId, caller, input.splitId);
  if (input.paymentType === "BHARAT_QR" && record.order.currency !== "INR")
    throw new BadRequestError("UPI QR payments are for orders in INR");
  const { row } = await openPayment(deps, record, input.paymentType, input.idempotencyKey, input.splitId ?? null);
  if (row.state === "awaiting_payer" && row.linkExpiresAt && row.linkExpiresAt.getTime() <= deps.clock().getTime()) {
    // The processor no longer takes this link: close it here too, and the diner asks for a new one.
    if (row.processorRef) await deps.processor.cancelPayerRequest(row.processorRef);
    await movePayment(deps, { id: row.id, from: ["awaiting_payer"], to: "cancelled", event: { kind: "payer.expired", at: deps.clock() } });
    return reloadTransaction(deps, row.id);
  }
  if (row.state !== "started") return transactionOf(deps, row);
  const changes = await askPayer(deps, row, record, input.paymentType);
  try {
    await movePayment(deps, {
      id: row.id,
      from: ["started"],
      to: "awaiting_payer",
      changes,
      event: { kind: "payer.requested", at: deps.clock() },
      guard: orderIsPayable({ amount: row.amount }),
    });
  } catch (error) {
    await deps.processor.cancelPayerRequest(changes.processorRef);
    await movePayment(deps, { id: row.id, from: ["started"], to: "cancelled", event: { kind: "payer.refused", at: deps.clock() } });
    throw error;
  }
  await closeOthers(deps, row, { olderOnly: true });
  const now = (await deps.payments.payment(row.id))!;
  if (now.state === "cancelled") {
    // A newer way of paying closed this one before its link was recorded: the link must not stay payable.
    await deps.processor.cancelPayerRequest(changes.processorRef);
    assertNotReplaced(now);
  }
  return transactionOf(deps, now);
}

/** Asks the processor for the link or the UPI request the payer pays. */
async function askPayer(
  deps: PaymentDeps,
  row: PaymentRow,
  record: OrderRecord,
  paymentType: InitiatePaymentRequest["paymentType"],
): Promise<PaymentChanges & { processorRef: string }> {
  const payer = {
    amount: row.amount,
    currency: row.currency,
    reference: row.id,
    idempotencyKey: row.id,
    description: chargeDescription(record),
  };
  if (paymentType === "PAYMENT_LINKS") {
    const link = await deps.processor.createPaymentLink(payer);
    return { processorRef: link.processorRef, linkUrl: link.url, linkExpiresAt: link.expiresAt };
  }
  const upi = await deps.processor.createUpiRequest(payer);
  return { processorRef: upi.processorRef, upiUri: upi.uri, upiSandboxUrl: upi.sandboxUrl };
}
