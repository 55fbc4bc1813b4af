/**
 * Payment reconciliation: a payment whose processor callback never came (a card authorized, a capture asked, a link or
 * UPI request paid) is asked about and settled the way its verified callback would have settled it, so a payment of an
 * order cancelled meanwhile gives the money back. A card attempt the processor says did not succeed, or that never got
 * its answer, is closed as a failed attempt and the diner can pay again. Every move is conditional: reconcilers
 * running at once, or a late callback, settle a payment once.
 */
import type { PaymentState } from "@forkful/contracts/payments";
import { type GiveBackDeps, REFUND_REFUSED, settlePayment } from "./give-back";
import { type MovePaymentDeps, movePayment } from "./move-payment";
import type { PaymentRow } from "./payments.repository";
import { refusedBefore, SIGNATURE_REFUSED } from "./refuse-callback";

/** The job that reconciles payments whose callback never came. */
export const RECONCILE_PAYMENTS_JOB = "reconcile-payments";
/** A payment last moved this long ago is no longer waiting on a callback in flight (nor on an answer being recorded). */
export const RECONCILE_AFTER_MS = 2 * 60 * 1000;
/** How many payments are read at a time. */
const RECONCILE_PAGE = 100;

/** The states a lost callback leaves a payment in. */
const WAITING_ON_PROCESSOR: readonly PaymentState[] = ["authorizing", "collecting", "awaiting_payer"];

export type ReconcileDeps = GiveBackDeps & Pick<MovePaymentDeps, "events" | "metrics">;

export interface ReconcileOptions {
  /** Only payments last moved longer ago than this are touched (RECONCILE_AFTER_MS unless given). */
  olderThanMs?: number;
  /** How many payments are read at a time; a run goes through all of them. */
  batch?: number;
}

/** Settled where the processor says; closed as a failed attempt; or left (nothing to do, someone else moved it, or ask again later). */
export type Reconciled = "settled" | "closed" | "left";

/** Reconciles every payment waiting on the processor since before `now - olderThanMs`; answers how many it settled or closed. */
export async function reconcilePayments(deps: ReconcileDeps, now: Date, options: ReconcileOptions = {}): Promise<number> {
  const olderThanMs = options.olderThanMs ?? RECONCILE_AFTER_MS;
  const page = options.batch ?? RECONCILE_PAGE;
  const movedBefore = new Date(now.getTime() - olderThanMs);
  let done = 0;
  let afterSeq = 0;
  for (;;) {
    const rows = await deps.payments.paymentsIdleIn(WAITING_ON_PROCESSOR, movedBefore, afterSeq, page);
    for (const row of rows) {
      try {
        if ((await reconcilePayment(deps, row.id, { now, olderThanMs })) !== "left") done++;
      } catch (error) {
        deps.log.warn({ err: error, transactionId: row.id }, "a payment could not be reconciled; it is asked about again next run");
      }
    }
    if (rows.length < page) return done;
    afterSeq = rows[rows.length - 1]!.seq;
  }
}

/** Reconciles one payment, when it still waits on the processor and was last moved before `now - olderThanMs`. */
export async function reconcilePayment(
  deps: ReconcileDeps,
  paymentId: string,
  { now = deps.clock(), olderThanMs = RECONCILE_AFTER_MS }: { now?: Date; olderThanMs?: number } = {},
): Promise<Reconciled> {
  const row = await deps.payments.payment(paymentId);
  if (!row || !WAITING_ON_PROCESSOR.includes(row.state)) return "left";
  if (row.updatedAt.getTime() > now.getTime() - olderThanMs) return "left";
  // Its callback came and its refund was refused: the money is owed back, and owed-refunds.ts retries it (with its backoff).
  if ((await deps.payments.eventsOf(row.id)).some((e) => e.kind === REFUND_REFUSED)) return "left";
  if (row.state === "collecting") return captureAgain(deps, row);
  if (!row.processorRef) {
    // The server stopped before the processor's answer was recorded: nothing to ask about, the diner pays again.
    return row.state === "authorizing" ? closeAttempt(deps, row, "app_error", "reconciled.no_answer") : "left";
  }
  const charge = await deps.processor.chargeStatus(row.processorRef);
  if (charge && charge.reference !== row.id) {
    deps.log.warn({ transactionId: row.id, processorRef: row.processorRef }, "the processor's charge is for another payment");
    return "left";
  }
  if (charge?.succeeded) return settleCharge(deps, row, row.processorRef);
  // A link or UPI request not paid yet still waits on its payer.
  return row.state === "authorizing" ? closeAttempt(deps, row, "gateway_error", "reconciled.not_succeeded") : "left";
}

/** The processor holds (or took) the money: settled as its callback would have been. */
async function settleCharge(deps: ReconcileDeps, row: PaymentRow, processorRef: string): Promise<Reconciled> {
  const { amount } = row;
  if (row.state === "authorizing" && (await refusedBefore(deps, row.id, processorRef))) {
    // The attempt stopped before it saw the wrongly signed callback (card-attempt.ts): nothing stays authorized.
    const closed = await closeAttempt(deps, row, "signature_mismatch", SIGNATURE_REFUSED);
    if (closed === "closed") await deps.processor.void(processorRef);
    return closed;
  }
  const settled =
    row.state === "authorizing"
      ? await settlePayment(deps, row, {
          from: "authorizing",
          to: "authorized",
          changes: { processorRef, authorizedAmount: amount },
          processorRef,
          amount,
          captured: false,
          source: "reconciled",
        })
      : await settlePayment(deps, row, {
          from: "awaiting_payer",
          to: "collected",
          changes: { authorizedAmount: amount, collectedAmount: amount },
          processorRef,
          amount,
          captured: true,
          source: "reconciled",
        });
  return settled ? "settled" : "left";
}

/** The capture asked again with its own key (the processor captures once) and settled, or closed when refused. */
async function captureAgain(deps: ReconcileDeps, row: PaymentRow): Promise<Reconciled> {
  const processorRef = row.processorRef!;
  const amount = row.authorizedAmount;
  const result = await deps.processor.capture({ processorRef, amount, idempotencyKey: row.collectKey! });
  if (result.ok) {
    const changes = { collectedAmount: amount };
    const settlement = {
      from: "collecting",
      to: "collected",
      changes,
      processorRef,
      amount,
      captured: true,
      source: "reconciled",
    } as const;
    return (await settlePayment(deps, row, settlement)) ? "settled" : "left";
  }
  // As a refused collect: the hold is released and the diner pays again.
  await deps.processor.void(processorRef);
  const moved = await movePayment(deps, {
    id: row.id,
    from: ["collecting"],
    to: "app_error",
    changes: { collectKey: null },
    event: { kind: "reconciled.collect_refused", at: deps.clock(), detail: { reason: result.reason } },
  });
  return moved ? "closed" : "left";
}

/** A card attempt that holds nothing is closed as a failed one. */
async function closeAttempt(deps: ReconcileDeps, row: PaymentRow, to: PaymentState, kind: string): Promise<Reconciled> {
  const detail = { processorRef: row.processorRef };
  const moved = await movePayment(deps, { id: row.id, from: ["authorizing"], to, event: { kind, at: deps.clock(), detail } });
  return moved ? "closed" : "left";
}
