/** POST /payment/customer-initiate-offline-payment: the diner pays at the restaurant (POS, 25); staff collect it. */
import { MESSAGES } from "@forkful/contracts/messages";
import { isCancelledOrder } from "@forkful/contracts/order-status";
import type { OfflinePaymentRequest, Transaction } from "@forkful/contracts/payments";
import { ConflictError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import { callersOrder } from "../orders/public";
import { movePayment } from "./move-payment";
import { orderIsPayable, PaymentRefused } from "./payment-refused";
import { assertNotReplaced, closeOthers, holdingPayment, openPayment, type PaymentDeps, reloadTransaction } from "./payment-steps";

export async function payAtLocation(deps: PaymentDeps, input: OfflinePaymentRequest, caller: Caller | null): Promise<Transaction> {
  const record = await callersOrder(deps, input.orderId, caller);
  const refused = () => new ConflictError(MESSAGES.offlinePaymentFailed);
  if (isCancelledOrder(record.order.status) || (await holdingPayment(deps, record.order.id))) throw refused();
  const { row } = await openPayment(deps, record, "POS", input.idempotencyKey);
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
