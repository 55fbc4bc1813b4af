/**
 * Steps the payment operations share: find the order to pay or the caller's payment, the payment holding the
 * order's money, open a payment once per start key, close the order's other open ways of paying.
 */
import { isCancelledOrder } from "@forkful/contracts/order-status";
import { HOLDING_STATES, REPLACEABLE_STATES } from "@forkful/contracts/payment-states";
import { PAYMENT_REPLACED_TEXT, type Transaction } from "@forkful/contracts/payments";
import type { PaymentProcessor } from "../../integrations/payments/payment-processor";
import type { Clock } from "../../lib/clock";
import { ConflictError, NotFoundError } from "../../lib/domain-errors";
import { assertOwner, type Caller } from "../../plugins/caller";
import { callersOrder, type OrderRecord, type OrdersRepository } from "../orders/public";
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
  const record = await callersOrder(deps, orderId, caller);
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

/**
 * Closes the order's other open ways of paying (an unpaid link or QR stops working). A new start closes only those
 * started before it (`olderOnly`): of starts racing each other the newest stays open and none closes it.
 */
export async function closeOthers(deps: PaymentDeps, keep: PaymentRow, { olderOnly = false } = {}): Promise<void> {
  const others = await deps.payments.othersIn(keep.orderId, keep.id, REPLACEABLE_STATES, olderOnly ? keep.seq : undefined);
  for (const other of others) {
    // The processor first: a payer cannot pay a link that is closed there.
    if (other.processorRef && other.state === "awaiting_payer") await deps.processor.cancelPayerRequest(other.processorRef);
    const moved = await movePayment(deps, {
      id: other.id,
      from: REPLACEABLE_STATES,
      to: "cancelled",
      event: { kind: "replaced", at: deps.clock(), detail: { by: keep.id } },
    });
    // It may have got its link or QR since it was read.
    const closed = moved ? await deps.payments.payment(other.id) : null;
    if (closed?.processorRef && closed.processorRef !== other.processorRef) await deps.processor.cancelPayerRequest(closed.processorRef);
  }
}

/** A way of paying that a newer one, started at the same moment, closed: the caller is told (409). */
export function assertNotReplaced(row: PaymentRow): void {
  if (row.state === "cancelled") throw new ConflictError(PAYMENT_REPLACED_TEXT);
}

/**
 * Inserts a payment for the order once per start key; a payment holding the money answers instead. Decided under the
 * order's lock, so the payments of one order are opened one at a time and their seq is the order they were opened in.
 */
export async function openPayment(
  deps: PaymentDeps,
  record: OrderRecord,
  paymentType: PaymentRow["paymentType"],
  startKey: string,
): Promise<{ row: PaymentRow; created: boolean }> {
  const { order } = record;
  const { payments } = deps;
  const opened = await payments.transaction(async (tx) => {
    const locked = await payments.lockOrderTotals(tx, order.id);
    const existing = await payments.paymentsOf(order.id, tx);
    const answer = existing.find((p) => HOLDING_STATES.includes(p.state)) ?? existing.find((p) => p.startKey === startKey);
    if (answer) return { payment: answer, created: false };
    if (!locked || locked.total <= 0) throw new ConflictError("There is nothing to pay on this order");
    const now = deps.clock();
    return payments.insertPayment(tx, {
      orderId: order.id,
      startKey,
      paymentType,
      state: "started",
      amount: locked.total,
      currency: order.currency,
      createdAt: now,
      updatedAt: now,
    });
  });
  return { row: opened.payment, created: opened.created };
}

/** What the diner's statement shows. */
export const chargeDescription = (record: OrderRecord) => `Order #${record.order.orderNumber} at ${record.place.branchName}`;
