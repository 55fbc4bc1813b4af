/** POST /payment/start-transaction: a card transaction for the caller's order, once per idempotency key. */
import type { StartTransactionRequest, Transaction } from "@forkful/contracts/payments";
import type { Caller } from "../../plugins/caller";
import { closeOthers, openPayment, type PaymentDeps, payableOrder, transactionOf } from "./payment-steps";

export async function startTransaction(deps: PaymentDeps, input: StartTransactionRequest, caller: Caller | null): Promise<Transaction> {
  const record = await payableOrder(deps, input.orderId, caller);
  const { row, created } = await openPayment(deps, record, "CNP", input.idempotencyKey);
  if (created) await closeOthers(deps, record.order.id, row.id);
  return transactionOf(deps, row);
}
