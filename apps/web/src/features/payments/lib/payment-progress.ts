/**
 * Where the payment page stands (idle, tokenizing a card, paying, confirming with the processor, awaiting a payer
 * elsewhere, paid), as a reducer: each answer of a call and each state of the followed payment moves it, the
 * latter through the contracts' state machine (PAYER_STEPS), never by comparing states here.
 */
import { PAYER_STEPS, type PayerStep } from "@forkful/contracts/payment-states";
import type { PaymentState, Transaction } from "@forkful/contracts/payments";
import { failureText, type PaymentOutcome } from "./pay";

export type PaymentPhase = "idle" | "tokenizing" | "paying" | "confirming" | "awaiting" | "paid";

export interface PaymentProgress {
  phase: PaymentPhase;
  /** The failure to show, if any. */
  error: string | null;
  /** The transaction of the last answer (a link or QR on screen, a card confirming). */
  transaction: Transaction | null;
}

/** The order's payment as the page follows it (paymentOf). */
export interface FollowedPayment {
  transactionId: string;
  state: PaymentState;
}

export type PaymentAction =
  /** The card form tokenizes: the pay button waits. */
  | { type: "tokenize" }
  /** The card form stopped tokenizing (`message`: why, if it failed), or took too long. */
  | { type: "tokenized"; message: string | null }
  | { type: "tokenizeTimedOut" }
  /** A call of the payment starts. */
  | { type: "pay" }
  | { type: "answered"; outcome: PaymentOutcome }
  /** The order says where the followed payment stands. */
  | { type: "followed"; payment: FollowedPayment }
  /** Back on the page while the processor confirms a card. */
  | { type: "confirming" }
  /** Another way to pay was chosen: a link or QR on screen stops being followed. */
  | { type: "reset" }
  | { type: "error"; message: string | null };

export const initialPaymentProgress: PaymentProgress = { phase: "idle", error: null, transaction: null };

/** The step the followed payment asks of the page; null while the page follows nothing, or another transaction. */
export function stepOf(progress: PaymentProgress, payment: FollowedPayment | null): PayerStep | null {
  if (!payment || (progress.phase !== "confirming" && progress.phase !== "awaiting")) return null;
  if (progress.transaction && payment.transactionId !== progress.transaction.transactionId) return null;
  const step = PAYER_STEPS[payment.state];
  // Only a card the page itself is confirming is collected here; a link's or QR's payer's processor collects.
  return step === "collect" && progress.phase !== "confirming" ? null : step;
}

function answered(progress: PaymentProgress, outcome: PaymentOutcome): PaymentProgress {
  switch (outcome.status) {
    case "throttled":
      return { ...progress, phase: "idle" };
    case "paid":
      return { ...progress, phase: "paid", transaction: outcome.transaction };
    case "confirming":
      return { ...progress, phase: "confirming", transaction: outcome.transaction };
    case "awaiting":
      return { ...progress, phase: "awaiting", transaction: outcome.transaction };
    case "failed":
      return { ...progress, phase: "idle", error: outcome.message };
  }
}

function followed(progress: PaymentProgress, payment: FollowedPayment): PaymentProgress {
  const step = stepOf(progress, payment);
  if (step === "done") return { ...progress, phase: "paid" };
  if (step === "retry") return { ...progress, phase: "idle", error: failureText(payment.state) };
  return progress;
}

export function paymentReducer(progress: PaymentProgress, action: PaymentAction): PaymentProgress {
  switch (action.type) {
    case "tokenize":
      return { ...progress, phase: "tokenizing", error: null };
    case "tokenized":
      return { ...progress, phase: progress.phase === "tokenizing" ? "idle" : progress.phase, error: action.message };
    case "tokenizeTimedOut":
      return progress.phase === "tokenizing" ? { ...progress, phase: "idle" } : progress;
    case "pay":
      return { ...progress, phase: "paying", error: null };
    case "answered":
      return answered(progress, action.outcome);
    case "followed":
      return followed(progress, action.payment);
    case "confirming":
      return { ...progress, phase: "confirming" };
    case "reset":
      return { ...progress, error: null, phase: progress.phase === "awaiting" ? "idle" : progress.phase };
    case "error":
      return { ...progress, error: action.message };
  }
}
