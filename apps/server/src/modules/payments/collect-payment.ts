/** POST /payment/collect-payment: collect an authorized payment (19), whole, never above the authorization. */
import type { CollectRequest, Transaction } from "@forkful/contracts/payments";
import { ConflictError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import { movePayment } from "./move-payment";
import { orderStands } from "./payment-refused";
import { ownPayment, type PaymentDeps, reloadTransaction, transactionOf } from "./payment-steps";

export async function collectPayment(deps: PaymentDeps, input: CollectRequest, caller: Caller | null): Promise<Transaction> {
  const { row } = await ownPayment(deps, input.transactionId, caller);
  if (row.state === "collected") return transactionOf(deps, row);
  if (row.state === "collecting" && row.collectKey !== input.idempotencyKey)
    throw new ConflictError("This payment is already being collected");
  if (row.state !== "authorized" && row.state !== "collecting")
    throw new ConflictError("This payment is not authorized, so nothing can be collected");
  const amount = input.amount ?? row.authorizedAmount;
  if (amount > row.authorizedAmount) throw new ConflictError("You cannot collect more than was authorized");
  // The whole authorization or nothing: a smaller collect would leave the order marked paid for less.
  if (amount < row.authorizedAmount) throw new ConflictError("A payment is collected whole, as it was authorized");
  if (row.state === "authorized") {
    const claimed = await movePayment(deps, {
      id: row.id,
      from: ["authorized"],
      to: "collecting",
      changes: { collectKey: input.idempotencyKey },
      event: { kind: "collect.requested", at: deps.clock(), detail: { amount } },
      guard: orderStands,
    });
    if (!claimed) return collectPayment(deps, input, caller);
  }
  const processorRef = row.processorRef!;
  const result = await deps.processor.capture({ processorRef, amount, idempotencyKey: input.idempotencyKey });
  if (!result.ok) {
    // Release the hold and let the diner pay again, another card or another way.
    await deps.processor.void(processorRef);
    await movePayment(deps, {
      id: row.id,
      from: ["collecting"],
      to: "app_error",
      changes: { collectKey: null },
      event: { kind: "collect.refused", at: deps.clock(), detail: { reason: result.reason } },
    });
  }
  return reloadTransaction(deps, row.id);
}
