/**
 * Money a payment still owes the diner: a cancelled order's authorization, or its money collected by card, link or UPI
 * (release-for-cancelled-order.ts gives it back when the order is cancelled; this finds what that could not, among the
 * orders cancelled in the last week), and money whose refund the processor refused (give-back.ts records REFUND_REFUSED,
 * kept until given back). A refused refund is tried again after a delay that doubles with each refusal. Every give-back
 * is conditional, so runners at once give the money back once.
 */
import { canMovePayment } from "@forkful/contracts/payment-states";
import { PAYMENT_STATES, type PaymentState } from "@forkful/contracts/payments";
import { ordersCancelledSince } from "../orders/public";
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
/**
 * How far back cancelled orders are looked at. Their release fails without a recorded refusal only when the processor
 * cannot be reached (or the instance stops) at the cancellation: a week of tries every 30 s outlasts any such outage.
 */
export const OWED_TO_CANCELLED_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;
/** How many cancelled orders are read at a time. */
const CANCELLED_PAGE = 100;

/** Recorded when a refused refund is given back at last. */
const REFUND_RETRIED = "refund.retried";
/** The states money can be given back from. */
const GIVE_BACK_FROM = PAYMENT_STATES.filter((state) => canMovePayment(state, "refunded"));
/** The states in which a payment holds money on the processor's charge. */
const HOLDING_CHARGE: readonly PaymentState[] = ["authorized", "collected"];

export type OwedRefundDeps = ReleaseDeps & Pick<MovePaymentDeps, "events" | "metrics">;

/** How long after its last refusal a refund refused `refusals` times is tried again. */
export const refundRetryDelay = (refusals: number): number =>
  Math.min(REFUND_RETRY_FIRST_MS * 2 ** Math.max(refusals - 1, 0), REFUND_RETRY_MAX_MS);

/** Gives back what every payment owes whose retry is due at `now`; answers how many gave their money back. */
export async function retryOwedRefunds(deps: OwedRefundDeps, now: Date, options: { batch?: number } = {}): Promise<number> {
  const refused = new Map((await deps.payments.paymentsWithEvent(REFUND_REFUSED, GIVE_BACK_FROM)).map((r) => [r.payment.id, r]));
  const owed = new Map<string, { row: PaymentRow; orderCancelled: boolean }>();
  for (const { payment } of refused.values()) owed.set(payment.id, { row: payment, orderCancelled: false });
  for (const row of await paymentsOfCancelledOrders(deps, now, options.batch ?? CANCELLED_PAGE))
    owed.set(row.id, { row, orderCancelled: true });
  let given = 0;
  for (const { row, orderCancelled } of owed.values()) {
    const refusals = refused.get(row.id);
    if (refusals && now.getTime() < refusals.lastAt.getTime() + refundRetryDelay(refusals.times)) continue;
    try {
      if ((await giveBackOwed(deps, row, { orderCancelled, refusedBefore: refusals !== undefined })) === "given_back") given++;
    } catch (error) {
      deps.log.warn({ err: error, transactionId: row.id }, "owed money could not be given back; it is tried again next run");
    }
  }
  return given;
}

/** Gives back what the payment owes: what its cancelled order must not keep, or a refund the processor refused before. */
async function giveBackOwed(
  deps: OwedRefundDeps,
  row: PaymentRow,
  owed: { orderCancelled: boolean; refusedBefore: boolean },
): Promise<GiveBackOutcome | null> {
  const forOrder = owed.orderCancelled ? owedToCancelledOrder(row) : null;
  if (forOrder) return giveBack(deps, row, row.state, forOrder.processorRef, forOrder.captured, forOrder.kind);
  if (!owed.refusedBefore || !row.processorRef || !GIVE_BACK_FROM.includes(row.state)) return null;
  return giveBack(deps, row, row.state, row.processorRef, true, REFUND_RETRIED);
}

/** The payments still holding money on a processor's charge for an order cancelled in the lookback before `now`. */
async function paymentsOfCancelledOrders(deps: OwedRefundDeps, now: Date, page: number): Promise<PaymentRow[]> {
  const since = new Date(now.getTime() - OWED_TO_CANCELLED_LOOKBACK_MS);
  const found: PaymentRow[] = [];
  for (let afterId: string | null = null; ; ) {
    const orderIds = await ordersCancelledSince(deps.db, since, afterId, page);
    found.push(...(await deps.payments.paymentsOnChargesOf(HOLDING_CHARGE, orderIds)));
    if (orderIds.length < page) return found;
    afterId = orderIds[orderIds.length - 1]!;
  }
}
