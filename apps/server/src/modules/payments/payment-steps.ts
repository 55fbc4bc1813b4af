/**
 * Steps the payment operations share: find the order to pay or the caller's payment, the payment holding the
 * order's money, open a payment once per start key, close the order's other open ways of paying.
 */
import { isCancelledOrder } from "@forkful/contracts/order-status";
import { HOLDING_STATES, REPLACEABLE_STATES } from "@forkful/contracts/payment-states";
import type { Transaction } from "@forkful/contracts/payments";
import type { PaymentProcessor } from "../../integrations/payments/payment-processor";
import type { Clock } from "../../lib/clock";
import { ConflictError, NotFoundError } from "../../lib/domain-errors";
import { assertOwner, type Caller } from "../../plugins/caller";
import { type OrderRecord, type OrdersRepository, visibleOrder } from "../orders/public";
import { movePayment } from "./move-payment";
import { PaymentRefused } from "./payment-refused";
import type { PaymentRow, PaymentsRepository } from "./payments.repository";
import { toTransactionDto } from "./transaction-mapper";

/** What the payment operations are built from. */
export interface PaymentDeps {
  payments: PaymentsRepository;
  orders: Pick<OrdersRepository, "findOrder">;
  processor: PaymentProcessor;
  clock: Clock;
}

/** The payment as the calls answer it. */
export const transactionOf = (deps: Pick<PaymentDeps, "processor">, row: PaymentRow): Transaction =>
  toTransactionDto(row, deps.processor.cardFormUrl);

/** The payment as it stands now. */
export async function reloadTransaction(deps: Pick<PaymentDeps, "payments" | "processor">, id: string): Promise<Transaction> {
  return transactionOf(deps, (await deps.payments.payment(id))!);
}

/** The caller's order, still standing. */
export async function payableOrder(deps: Pick<PaymentDeps, "orders">, orderId: string, caller: Caller | null): Promise<OrderRecord> {
  const record = await visibleOrder(deps, orderId, caller);
  if (isCancelledOrder(record.order.status)) throw new PaymentRefused("order_cancelled");
  return record;
}

/** A payment of the caller's order, with the order. */
export async function ownPayment(
  deps: Pick<PaymentDeps, "payments" | "orders">,
  transactionId: string,
  caller: Caller | null,
): Promise<{ row: PaymentRow; record: OrderRecord }> {
  const row = await deps.payments.payment(transactionId);
  if (!row) throw new NotFoundError("No payment has this transactionId");
  const record = (await deps.orders.findOrder(row.orderId))!;
  assertOwner(record.order.customerId, caller);
  return { row, record };
}

/** The payment already holding the order's money, if any. */
export async function holdingPayment(deps: Pick<PaymentDeps, "payments">, orderId: string): Promise<PaymentRow | null> {
  return (await deps.payments.paymentsOf(orderId)).find((p) => HOLDING_STATES.includes(p.state)) ?? null;
}

/** Closes the order's other open ways of paying (an unpaid link or QR stops working). */
export async function closeOthers(deps: PaymentDeps, orderId: string, keepId: string): Promise<void> {
  for (const other of await deps.payments.othersIn(orderId, keepId, REPLACEABLE_STATES)) {
    if (other.processorRef && other.state === "awaiting_payer") await deps.processor.cancelPayerRequest(other.processorRef);
    await movePayment(deps, {
      id: other.id,
      from: [other.state],
      to: "cancelled",
      event: { kind: "replaced", at: deps.clock(), detail: { by: keepId } },
    });
  }
}

/** Inserts a payment for the order once per start key; a payment holding the money answers instead. */
export async function openPayment(
  deps: PaymentDeps,
  record: OrderRecord,
  paymentType: PaymentRow["paymentType"],
  startKey: string,
): Promise<{ row: PaymentRow; created: boolean }> {
  const { order } = record;
  const held = await holdingPayment(deps, order.id);
  if (held) return { row: held, created: false };
  if (order.total <= 0) throw new ConflictError("There is nothing to pay on this order");
  const now = deps.clock();
  const inserted = await deps.payments.insertPayment({
    orderId: order.id,
    startKey,
    paymentType,
    state: "started",
    amount: order.total,
    currency: order.currency,
    createdAt: now,
    updatedAt: now,
  });
  return { row: inserted.payment, created: inserted.created };
}

/** What the diner's statement shows. */
export const chargeDescription = (record: OrderRecord) => `Order #${record.order.orderNumber} at ${record.place.branchName}`;
