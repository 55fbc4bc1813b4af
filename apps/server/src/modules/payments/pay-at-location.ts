/** POST /payment/customer-initiate-offline-payment: the diner pays at the restaurant (POS, 25); staff collect it. */
import { MESSAGES } from "@forkful/contracts/messages";
import type { OfflinePaymentRequest, Transaction } from "@forkful/contracts/payments";
import { ConflictError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import { movePayment } from "./move-payment";
import { orderIsPayable, PaymentRefused } from "./payment-refused";
import {
  assertNotReplaced,
  closeOthers,
  holdingPayment,
  openPayment,
  type PaymentDeps,
  payableOrder,
  reloadTransaction,
} from "./payment-steps";

export async function payAtLocation(deps: PaymentDeps, input: OfflinePaymentRequest, caller: Caller | null): Promise<Transaction> {
  const refused = () => new ConflictError(MESSAGES.offlinePaymentFailed);
  const record = await payableOrder(deps, input.orderId, caller, input.splitId).catch((error: unknown) => {
    throw error instanceof PaymentRefused ? refused() : error;
  });
  const splitId = input.splitId ?? null;
  // A part already paid is told so by openPayment (409 SPLIT_REFUSALS.splitPaid).
  if (!splitId && (await holdingPayment(deps, record.order.id))) throw refused();
  const { row } = await openPayment(deps, record, "POS", input.idempotencyKey, splitId);
  if (row.paymentType !== "POS") throw refused();
  if (row.state === "started") {
    const moved = await movePayment(deps, {
      id: row.id,
      from: ["started"],
      to: "at_location",
      event: { kind: "offline.initiated", at: deps.clock() },
      amountFromOrder: true,
      guard: orderIsPayable(),
    }).catch((error: unknown) => {
      // Refused under the lock (cancelled meanwhile, paid another way); false: the same request moved it first.
      if (error instanceof PaymentRefused) return null;
      throw error;
    });
    if (moved === null) throw refused();
    await closeOthers(deps, row, { olderOnly: true });
    assertNotReplaced((await deps.payments.payment(row.id))!);
  }
  return reloadTransaction(deps, row.id);
}
