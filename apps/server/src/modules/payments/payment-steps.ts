/**
 * Steps the payment operations share: find the order to pay or the caller's payment, the payment holding the
 * order's money, open a payment once per start key, close the order's other open ways of paying. A payment pays the
 * whole order or one part of its split table bill (splitId): each part is paid on its own, as if it were an order.
 */
import { isCancelledOrder } from "@forkful/contracts/order-status";
import { HOLDING_STATES, REPLACEABLE_STATES } from "@forkful/contracts/payment-states";
import { PAYMENT_REPLACED_TEXT, type Transaction } from "@forkful/contracts/payments";
import { SPLIT_REFUSALS } from "@forkful/contracts/splits";
import type { Database } from "../../db/client";
import type { PaymentProcessor } from "../../integrations/payments/payment-processor";
import type { Clock } from "../../lib/clock";
import { ConflictError, NotFoundError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import { callersOrderIn, type OrderRecord } from "../orders/public";
import { type MovePaymentDeps, movePayment } from "./move-payment";
import { billIsPayable, PaymentRefused } from "./payment-refused";
import type { PaymentRow, PaymentsRepository } from "./payments.repository";
import { toTransactionDto } from "./transaction-mapper";

/** What the payment operations are built from. */
export interface PaymentDeps extends MovePaymentDeps {
  payments: PaymentsRepository;
  /** Orders are read through the orders module's functions. */
  db: Database;
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

/** The caller's order (a tab: any of its diners), still standing; with a splitId, one that has that part (else 404). */
export async function payableOrder(
  deps: Pick<PaymentDeps, "db" | "payments">,
  orderId: string,
  caller: Caller | null,
  splitId?: string,
): Promise<OrderRecord> {
  const record = await callersOrderIn(deps.db, orderId, caller);
  if (isCancelledOrder(record.order.status)) throw new PaymentRefused("order_cancelled");
  if (splitId !== undefined && !(await splitOfBill(deps, record, splitId))) throw new NotFoundError(SPLIT_REFUSALS.noSuchSplit);
  return record;
}

/** The part of a table's bill, or null (an order that is not a tab has none). */
const splitOfBill = (deps: Pick<PaymentDeps, "payments">, { order }: OrderRecord, splitId: string) =>
  order.tabState ? deps.payments.splitOf(order.id, splitId) : Promise.resolve(null);

/** A payment of the caller's order, with the order. */
export async function ownPayment(
  deps: Pick<PaymentDeps, "payments" | "db">,
  transactionId: string,
  caller: Caller | null,
): Promise<{ row: PaymentRow; record: OrderRecord }> {
  const row = await deps.payments.payment(transactionId);
  if (!row) throw new NotFoundError("No payment has this transactionId");
  // A tab's payments are any of its diners' to pay on.
  const record = await callersOrderIn(deps.db, row.orderId, caller);
  return { row, record };
}

/** The payment already holding the money of the order (or of its part `splitId`), if any. */
export async function holdingPayment(
  deps: Pick<PaymentDeps, "payments">,
  orderId: string,
  splitId: string | null = null,
): Promise<PaymentRow | null> {
  return (await deps.payments.paymentsOf(orderId)).find((p) => p.splitId === splitId && HOLDING_STATES.includes(p.state)) ?? null;
}

/**
 * Closes the order's other open ways of paying (an unpaid link or QR stops working); for a part of a split bill, only
 * that part's: paying one part never closes another's. A new start closes only those started before it (`olderOnly`):
 * of starts racing each other the newest stays open and none closes it.
 */
export async function closeOthers(deps: PaymentDeps, keep: PaymentRow, { olderOnly = false } = {}): Promise<void> {
  const scope = { beforeSeq: olderOnly ? keep.seq : undefined, splitId: keep.splitId ?? undefined };
  const others = await deps.payments.othersIn(keep.orderId, keep.id, REPLACEABLE_STATES, scope);
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
 * Inserts a payment for the order (or its part `splitId`) once per start key; a payment holding that money answers
 * instead (for a part still being paid; a part paid is a 409). Decided under the order's lock, so the payments of one order are opened one at a time and their seq is the
 * order they were opened in. The amount is the order's total, or the part's.
 */
export async function openPayment(
  deps: PaymentDeps,
  record: OrderRecord,
  paymentType: PaymentRow["paymentType"],
  startKey: string,
  splitId: string | null = null,
): Promise<{ row: PaymentRow; created: boolean }> {
  const { order } = record;
  const { payments } = deps;
  const opened = await payments.transaction(async (tx) => {
    const locked = await payments.lockOrderTotals(tx, order.id);
    const existing = await payments.paymentsOf(order.id, tx);
    const holding = existing.find((p) => p.splitId === splitId && HOLDING_STATES.includes(p.state));
    const sameKey = existing.find((p) => p.startKey === startKey);
    // A part already paid is refused (409) to anyone but the start that paid it.
    const answer = splitId ? sameKey : (holding ?? sameKey);
    if (answer) return { payment: answer, created: false };
    const split = splitId ? await payments.splitOf(order.id, splitId, tx) : null;
    if (locked) billIsPayable({ tabState: locked.tabState, split });
    if (holding) return { payment: holding, created: false };
    const amount = split ? split.total : (locked?.total ?? 0);
    if (!locked || amount <= 0) throw new ConflictError("There is nothing to pay on this order");
    const now = deps.clock();
    return payments.insertPayment(tx, {
      orderId: order.id,
      splitId,
      startKey,
      paymentType,
      state: "started",
      amount,
      currency: order.currency,
      createdAt: now,
      updatedAt: now,
    });
  });
  return { row: opened.payment, created: opened.created };
}

/** What the diner's statement shows. */
/** The processor says its charge `processorRef` is this payment's and succeeded (asked when no callback said so). */
export async function processorConfirmsCharge(processor: PaymentProcessor, paymentId: string, processorRef: string): Promise<boolean> {
  const charge = await processor.chargeStatus(processorRef);
  return charge?.reference === paymentId && charge.succeeded;
}

export const chargeDescription = (record: OrderRecord) => `Order #${record.order.orderNumber} at ${record.place.branchName}`;
