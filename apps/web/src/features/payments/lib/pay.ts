/**
 * One payment of an order (spec §4 "Payment: the card flow is authorize, then collect"), step by step:
 * - a card (new or saved): start the order's card transaction, authorize it, then collect it;
 * - a payment link or a UPI QR: initiate it, then the diner pays elsewhere (the page follows the order);
 * - at the restaurant (POS): say so.
 * A start inside the payment throttle (3000 ms, spec §9) sends nothing. A failed card attempt renews its keys so the
 * next card is a new attempt; a call that got no answer keeps them, so trying again cannot charge twice.
 */
import { MESSAGES } from "@forkful/contracts/messages";
import {
  FAILED_PAYMENT_STATES,
  PAYMENT_FAILURE_TEXTS,
  type PaymentState,
  SETTLED_PAYMENT_STATES,
  type Transaction,
} from "@forkful/contracts/payments";
import type { ApiResult } from "../../../shared/api/api-client";
import type { StartThrottle } from "../../../shared/lib/start-throttle";
import type { AuthorizeCardInput } from "../api/authorize-card";
import type { AuthorizeSavedCardInput } from "../api/authorize-saved-card";
import type { CollectPaymentInput } from "../api/collect-payment";
import type { InitiatePaymentInput } from "../api/initiate-payment";
import type { OfflinePaymentInput } from "../api/offline-payment";
import type { StartTransactionInput } from "../api/start-transaction";
import type { PaymentKeyStore } from "./payment-keys";

export const PAYMENT_FLOW = "payment";

/** How the diner pays, as the flow needs it. */
export type PaymentMethod =
  | { kind: "card"; cardToken: string; saveCard: boolean }
  | { kind: "saved"; cardId: string }
  | { kind: "link" }
  | { kind: "qr" }
  | { kind: "pos" };

export type PaymentOutcome =
  | { status: "throttled" }
  /** Collected, or to be paid at the restaurant: the order is done with payment. */
  | { status: "paid"; transaction: Transaction }
  /** The processor confirms later ("authorizing"): follow the order, then collect. */
  | { status: "confirming"; transaction: Transaction }
  /** A payment link or QR is out: the diner pays elsewhere; follow the order. */
  | { status: "awaiting"; transaction: Transaction }
  | { status: "failed"; message: string; transaction: Transaction | null };

type Call<I> = (input: I) => Promise<ApiResult<Transaction>>;

export interface PaymentDeps {
  throttle: StartThrottle;
  keys: PaymentKeyStore;
  startTransaction: Call<StartTransactionInput>;
  authorizeCard: Call<AuthorizeCardInput>;
  authorizeSavedCard: Call<AuthorizeSavedCardInput>;
  collectPayment: Call<CollectPaymentInput>;
  initiatePayment: Call<InitiatePaymentInput>;
  offlinePayment: Call<OfflinePaymentInput>;
}

export const isFailedState = (state: PaymentState) => FAILED_PAYMENT_STATES.includes(state);

/** What the diner reads for a failed transaction: its own message, else the text of its state. */
export function failureText(state: PaymentState, message?: string | null): string {
  return message || PAYMENT_FAILURE_TEXTS[state] || MESSAGES.genericFailure;
}

class Stop extends Error {
  constructor(
    readonly outcome: PaymentOutcome,
    /** The server answered (400, 409…): the request was refused as it is, so a new attempt needs new keys. */
    readonly answered: boolean,
  ) {
    super("payment stopped");
  }
}

/** The transaction of a call, or a stop with the server's message (a 400/409) or the generic one. */
async function answer(call: Promise<ApiResult<Transaction>>, fallback: string = MESSAGES.genericFailure): Promise<Transaction> {
  let result: ApiResult<Transaction>;
  try {
    result = await call;
  } catch {
    throw new Stop({ status: "failed", message: fallback, transaction: null }, false);
  }
  if (result.ok) return result.data;
  const message = result.status !== 500 && result.message ? result.message : fallback;
  throw new Stop({ status: "failed", message, transaction: null }, result.status !== 500);
}

/** What is paid: the whole order, or one part of its split bill. */
export interface PaymentTarget {
  orderId: string;
  splitId?: string | null;
}

const scope = ({ orderId, splitId }: PaymentTarget) => (splitId ? { orderId, splitId } : { orderId });

/** The card transaction of the order (or part): started once; a cancelled one is replaced by a new one. */
async function cardTransaction(target: PaymentTarget, deps: PaymentDeps): Promise<Transaction> {
  const first = await answer(deps.startTransaction({ ...scope(target), idempotencyKey: deps.keys.get().start }));
  if (first.state !== "cancelled") return first;
  return answer(deps.startTransaction({ ...scope(target), idempotencyKey: deps.keys.newTransaction().start }));
}

/** Collects an authorized card transaction: paid, or the failure to show. */
export async function collect(transactionId: string, deps: Pick<PaymentDeps, "keys" | "collectPayment">): Promise<PaymentOutcome> {
  try {
    const collected = await answer(deps.collectPayment({ transactionId, idempotencyKey: deps.keys.get().collect }));
    if (collected.state === "collected") return { status: "paid", transaction: collected };
    if (isFailedState(collected.state)) deps.keys.newAttempt();
    return { status: "failed", message: failureText(collected.state, collected.message), transaction: collected };
  } catch (error) {
    if (error instanceof Stop) return error.outcome;
    throw error;
  }
}

/** Where a card transaction goes after its authorization answer. */
async function afterAuthorize(transaction: Transaction, deps: PaymentDeps): Promise<PaymentOutcome> {
  switch (transaction.state) {
    case "authorized":
    case "collecting":
      return collect(transaction.transactionId, deps);
    case "collected":
      return { status: "paid", transaction };
    case "authorizing":
      return { status: "confirming", transaction };
    default:
      deps.keys.newAttempt();
      return { status: "failed", message: failureText(transaction.state, transaction.message), transaction };
  }
}

async function payByCard(target: PaymentTarget, method: Extract<PaymentMethod, { kind: "card" | "saved" }>, deps: PaymentDeps) {
  const transaction = await cardTransaction(target, deps);
  if (transaction.state === "collected") return { status: "paid", transaction } as const;
  if (transaction.state === "authorized" || transaction.state === "collecting") return collect(transaction.transactionId, deps);
  const { authorize: idempotencyKey } = deps.keys.get();
  const transactionId = transaction.transactionId;
  let authorized: Transaction;
  try {
    authorized =
      method.kind === "card"
        ? await answer(deps.authorizeCard({ transactionId, cardToken: method.cardToken, saveCard: method.saveCard, idempotencyKey }))
        : await answer(deps.authorizeSavedCard({ transactionId, cardId: method.cardId, idempotencyKey }));
  } catch (error) {
    // Refused as sent (a spent token, a removed card): the next card is a new attempt.
    if (error instanceof Stop && error.answered) deps.keys.newAttempt();
    throw error;
  }
  return afterAuthorize(authorized, deps);
}

async function payElsewhere(target: PaymentTarget, kind: "link" | "qr", deps: PaymentDeps): Promise<PaymentOutcome> {
  const paymentType = kind === "link" ? "PAYMENT_LINKS" : "BHARAT_QR";
  let transaction = await answer(deps.initiatePayment({ ...scope(target), paymentType, idempotencyKey: deps.keys.get()[kind] }));
  // An expired or cancelled link from an earlier visit: ask for a new one.
  if (transaction.state === "cancelled" || isFailedState(transaction.state)) {
    transaction = await answer(deps.initiatePayment({ ...scope(target), paymentType, idempotencyKey: deps.keys.renew(kind)[kind] }));
  }
  if (transaction.state === "collected") return { status: "paid", transaction };
  if (transaction.state === "awaiting_payer") return { status: "awaiting", transaction };
  return { status: "failed", message: failureText(transaction.state, transaction.message), transaction };
}

async function payAtRestaurant(target: PaymentTarget, deps: PaymentDeps): Promise<PaymentOutcome> {
  const idempotencyKey = deps.keys.get().pos;
  const transaction = await answer(deps.offlinePayment({ ...scope(target), idempotencyKey }), MESSAGES.offlinePaymentFailed);
  if (SETTLED_PAYMENT_STATES.includes(transaction.state)) return { status: "paid", transaction };
  return { status: "failed", message: MESSAGES.offlinePaymentFailed, transaction };
}

/** Pays the order (`orderId`, or a target naming one part of its split bill) with `method`; see the file's note for the steps. */
export async function pay(order: string | PaymentTarget, method: PaymentMethod, deps: PaymentDeps): Promise<PaymentOutcome> {
  const target = typeof order === "string" ? { orderId: order } : order;
  if (!deps.throttle.tryStart(PAYMENT_FLOW)) return { status: "throttled" };
  try {
    switch (method.kind) {
      case "card":
      case "saved":
        return await payByCard(target, method, deps);
      case "link":
      case "qr":
        return await payElsewhere(target, method.kind, deps);
      case "pos":
        return await payAtRestaurant(target, deps);
    }
  } catch (error) {
    if (error instanceof Stop) return error.outcome;
    throw error;
  }
}
