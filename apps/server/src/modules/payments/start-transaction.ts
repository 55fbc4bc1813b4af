/** POST /payment/start-transaction: a card transaction for the caller's order (or a part of its bill), once per idempotency key. */
import type { StartTransactionRequest, Transaction } from "@forkful/contracts/payments";
import type { Caller } from "../../plugins/caller";
import { assertNotReplaced, closeOthers, openPayment, type PaymentDeps, payableOrder, transactionOf } from "./payment-steps";

export async function startTransaction(deps: PaymentDeps, input: StartTransactionRequest, caller: Caller | null): Promise<Transaction> {
  const record = await payableOrder(deps, input.orderId, caller, input.splitId);
  const { row, created } = await openPayment(deps, record, "CNP", input.idempotencyKey, input.splitId ?? null);
  if (!created) return transactionOf(deps, row);
  await closeOthers(deps, row, { olderOnly: true });
  const now = (await deps.payments.payment(row.id))!;
  assertNotReplaced(now);
  return transactionOf(deps, now);
}
