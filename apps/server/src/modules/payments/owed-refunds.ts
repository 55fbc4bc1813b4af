/**
 * Money a payment still owes the diner: a cancelled order's authorization, or its money collected by card, link or UPI
 * (release-for-cancelled-order.ts gives it back when the order is cancelled; this finds what that could not), and money
 * whose refund the processor refused (give-back.ts records REFUND_REFUSED). A refused refund is tried again after a
 * delay that doubles with each refusal. Every give-back is conditional, so runners at once give the money back once.
 */
import { isCancelledOrder } from "@forkful/contracts/order-status";
import { canMovePayment } from "@forkful/contracts/payment-states";
import { PAYMENT_STATES, type PaymentState } from "@forkful/contracts/payments";
import { orderStatusesOf } from "../orders/public";
import { type GiveBackOutcome, giveBack, REFUND_REFUSED } from "./give-back";
import type { MovePaymentDeps } from "./move-payment";
import type { PaymentRow } from "./payments.repository";
import { owedToCancelledOrder, type ReleaseDeps } from "./release-for-cancelled-order";

/** The job that gives back what payments still owe. */
export const RETRY_OWED_REFUNDS_JOB = "retry-owed-refunds";
/** After a first refusal a refund is tried again no sooner than this; each further refusal doubles it… */
export const REFUND_RETRY_FIRST_MS = 30 * 1000;
/** …up to this. */
export const REFUND_RETRY_MAX_MS = 60 * 60 * 1000;
/** How many payments of cancelled orders are read at a time. */
const OWED_PAGE = 100;

/** Recorded when a refused refund is given back at last. */
const REFUND_RETRIED = "refund.retried";
/** The states money can be given back from. */
const GIVE_BACK_FROM = PAYMENT_STATES.filter((state) => canMovePayment(state, "refunded"));
/** The states in which a payment holds money on the processor's charge. */
const HOLDING_CHARGE: readonly PaymentState[] = ["authorized", "collected"];

export type OwedRefundDeps = ReleaseDeps & Pick<MovePaymentDeps, "events" | "metrics">;

/** The processor refused to give the money back (again): a job queue retries the payment later. */
export class RefundRefusedError extends Error {
  override name = "RefundRefusedError";
  constructor(readonly paymentId: string) {
    super(`The processor refused the refund of payment ${paymentId}`);
  }
}

/** How long after its last refusal a refund refused `refusals` times is tried again. */
export const refundRetryDelay = (refusals: number): number =>
  Math.min(REFUND_RETRY_FIRST_MS * 2 ** Math.max(refusals - 1, 0), REFUND_RETRY_MAX_MS);

/** Gives back what every payment owes whose retry is due at `now`; answers how many gave their money back. */
export async function retryOwedRefunds(deps: OwedRefundDeps, now: Date, options: { batch?: number } = {}): Promise<number> {
  const refused = new Map((await deps.payments.paymentsWithEvent(REFUND_REFUSED, GIVE_BACK_FROM)).map((r) => [r.payment.id, r]));
  const owed = new Map<string, { row: PaymentRow; orderCancelled: boolean }>();
  for (const { payment } of refused.values()) owed.set(payment.id, { row: payment, orderCancelled: false });
  for (const row of await paymentsOfCancelledOrders(deps, options.batch ?? OWED_PAGE)) owed.set(row.id, { row, orderCancelled: true });
  let given = 0;
  for (const { row, orderCancelled } of owed.values()) {
    const refusals = refused.get(row.id);
    if (refusals && now.getTime() < refusals.lastAt.getTime() + refundRetryDelay(refusals.times)) continue;
    try {
      if ((await giveBackOwed(deps, row, orderCancelled)) === "given_back") given++;
    } catch (error) {
      deps.log.warn({ err: error, transactionId: row.id }, "owed money could not be given back; it is tried again next run");
    }
  }
  return given;
}

/**
 * Gives back what one payment owes, now, for a job queue that retries it with its own backoff. True when this call gave
 * the money back; false when the payment owes nothing (or someone else gave it back). Throws RefundRefusedError when the
 * processor refuses (the refusal is recorded).
 */
export async function retryOwedRefund(deps: OwedRefundDeps, paymentId: string): Promise<boolean> {
  const row = await deps.payments.payment(paymentId);
  if (!row) return false;
  const orderCancelled = cancelledIn(await orderStatusesOf(deps.db, [row.orderId]), row.orderId);
  const outcome = await giveBackOwed(deps, row, orderCancelled);
  if (outcome === "refused") throw new RefundRefusedError(row.id);
  return outcome === "given_back";
}

/** Gives back what the payment owes: what its cancelled order must not keep, or a refund the processor refused before. */
async function giveBackOwed(deps: OwedRefundDeps, row: PaymentRow, orderCancelled: boolean): Promise<GiveBackOutcome | null> {
  const forOrder = orderCancelled ? owedToCancelledOrder(row) : null;
  if (forOrder) return giveBack(deps, row, row.state, forOrder.processorRef, forOrder.captured, forOrder.kind);
  if (!row.processorRef || !GIVE_BACK_FROM.includes(row.state)) return null;
  const refusedBefore = (await deps.payments.eventsOf(row.id)).some((e) => e.kind === REFUND_REFUSED);
  return refusedBefore ? giveBack(deps, row, row.state, row.processorRef, true, REFUND_RETRIED) : null;
}

/** The payments still holding money on a processor's charge for an order that was cancelled. */
async function paymentsOfCancelledOrders(deps: OwedRefundDeps, page: number): Promise<PaymentRow[]> {
  const found: PaymentRow[] = [];
  for (let afterSeq = 0; ; ) {
    const rows = await deps.payments.paymentsOnChargesIn(HOLDING_CHARGE, afterSeq, page);
    const statuses = await orderStatusesOf(
      deps.db,
      rows.map((r) => r.orderId),
    );
    found.push(...rows.filter((r) => cancelledIn(statuses, r.orderId)));
    if (rows.length < page) return found;
    afterSeq = rows[rows.length - 1]!.seq;
  }
}

const cancelledIn = (statuses: Map<string, { status: number }>, orderId: string): boolean => {
  const order = statuses.get(orderId);
  return order !== undefined && isCancelledOrder(order.status);
};
