/**
 * A table's bill follows its payments (issue 13), in the transaction that moved one: a part of a split bill is paid
 * when its payment is collected (unpaid again if that money went back); the tab closes when every part of the live
 * plan is paid, or when a payment of the whole bill is collected. A tab whose dishes were all served (60) is then
 * complete (17).
 */
import { canMoveOrder, OrderStatus } from "@forkful/contracts/order-status";
import { PaymentStatus, paymentStatusOf } from "@forkful/contracts/payments";
import type { Executor } from "../orders/public";
import type { PaymentRow, PaymentsRepository } from "./payments.repository";
import type { SplitRow } from "./split-bill-moves";

/** What the bill's move changed; the table's phones are told after the transaction. */
export interface BillSettled {
  /** The order status the bill moved the order to, if it did. */
  movedTo: number | null;
  /** A part of the split bill became paid (or unpaid again). */
  partsMoved: boolean;
  /** The tab closed (its diners' pages stop offering Order more and Call Waiter). */
  tabClosed: boolean;
}

/** The newest payment of `splitId`'s scope that was not replaced (payments newest first). */
const livePaymentOf = (payments: PaymentRow[], splitId: string | null) =>
  payments.find((p) => p.splitId === splitId && p.state !== "cancelled") ?? null;

/** `paymentId`: the payment whose move this follows (the history's actor). */
export async function settleBill(
  repository: PaymentsRepository,
  tx: Executor,
  orderId: string,
  paymentId: string,
  at: Date,
): Promise<BillSettled> {
  const tab = await repository.tabOf(tx, orderId);
  if (!tab) return { movedTo: null, partsMoved: false, tabClosed: false };
  const payments = await repository.paymentsOf(orderId, tx);
  const plan = await repository.livePlan(tx, orderId);
  const { paidInFull, partsMoved } = plan.length
    ? await settleParts(repository, tx, plan, payments, at)
    : { paidInFull: wholeCollected(payments), partsMoved: false };
  if (plan.length)
    await repository.setOrderPaymentStatus(tx, orderId, paidInFull ? PaymentStatus.Collected : partlyPaidStatus(payments), at);
  if (!paidInFull || tab.tabState === "closed") return { movedTo: null, partsMoved, tabClosed: false };
  await repository.closeTab(tx, orderId, at);
  const complete = OrderStatus.Complete;
  if (tab.status !== OrderStatus.ContactlessOrderServed || !canMoveOrder(tab.status, complete, tab.orderType))
    return { movedTo: null, partsMoved, tabClosed: true };
  const moved = await repository.moveOrderStatus(tx, orderId, tab.status, complete, `payment:${paymentId}`, at);
  return { movedTo: moved ? complete : null, partsMoved, tabClosed: true };
}

/** Marks each part paid or unpaid as its live payment stands: whether every part is paid, and whether one moved. */
async function settleParts(repository: PaymentsRepository, tx: Executor, plan: SplitRow[], payments: PaymentRow[], at: Date) {
  let paidInFull = true;
  let partsMoved = false;
  for (const part of plan) {
    const paid = livePaymentOf(payments, part.id)?.state === "collected";
    if (paid && part.state === "unpaid") await repository.markSplit(tx, part.id, "paid", at);
    if (!paid && part.state === "paid") await repository.markSplit(tx, part.id, "unpaid", null);
    partsMoved ||= paid !== (part.state === "paid");
    paidInFull &&= paid;
  }
  return { paidInFull, partsMoved };
}

const wholeCollected = (payments: PaymentRow[]) => livePaymentOf(payments, null)?.state === "collected";

/** A split bill not yet paid in full never shows as paid: the newest payment's status, unless it only paid a part. */
function partlyPaidStatus(payments: PaymentRow[]): number | null {
  const newest = payments.find((p) => p.state !== "cancelled");
  return newest && newest.state !== "collected" ? paymentStatusOf(newest.state) : null;
}
