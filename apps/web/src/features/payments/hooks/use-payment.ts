import { MESSAGES } from "@forkful/contracts/messages";
import type { Order } from "@forkful/contracts/orders";
import { SETTLED_PAYMENT_STATES, type Transaction } from "@forkful/contracts/payments";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { notify } from "../../../shared/ui/toast";
import { useAuthorizeCard } from "../api/authorize-card";
import { useAuthorizeSavedCard } from "../api/authorize-saved-card";
import { useCollectPayment } from "../api/collect-payment";
import { useInitiatePayment } from "../api/initiate-payment";
import { useOfflinePayment } from "../api/offline-payment";
import { useStartTransaction } from "../api/start-transaction";
import { collect, failureText, isFailedState, type PaymentDeps, type PaymentMethod, type PaymentOutcome, pay } from "../lib/pay";
import { paymentKeyStore } from "../lib/payment-keys";
import { paymentKeysName, paymentOf } from "../lib/payment-of";
import { paymentThrottle } from "../lib/payment-throttle";
import { useInterval } from "./use-interval";

/** The order is followed every 2 s while a payment happens elsewhere (a link, a QR) or awaits the processor. */
export const PAYMENT_POLL_MS = 2000;
/** How long the card form may take to tokenize before the pay button is free again. */
const TOKENIZE_TIMEOUT_MS = 20_000;

export type PaymentPhase = "idle" | "tokenizing" | "paying" | "confirming" | "awaiting" | "paid";

export interface UsePaymentOptions {
  order: Order;
  /** One part of the order's split bill is paid (its total); none: the whole order. */
  splitId?: string | null;
  /** Asks for the order again (the page follows its payment). */
  refetchOrder: () => void;
  /** The payment is done (collected, or to be paid at the restaurant). */
  onPaid: () => void;
}

/**
 * The payment of the page: the phase it is in, the failure to show, the transaction of a link or QR on screen, and
 * the actions. Keys come from session storage (a reload mid-payment reuses them); a decline frees the next card.
 */
export function usePayment({ order, splitId = null, refetchOrder, onPaid }: UsePaymentOptions) {
  const orderId = order.orderId;
  const keys = useMemo(() => paymentKeyStore(paymentKeysName(orderId, splitId)), [orderId, splitId]);
  const { mutateAsync: startTransaction } = useStartTransaction();
  const { mutateAsync: authorizeCard } = useAuthorizeCard();
  const { mutateAsync: authorizeSavedCard } = useAuthorizeSavedCard();
  const { mutateAsync: collectPayment } = useCollectPayment();
  const { mutateAsync: initiatePayment } = useInitiatePayment();
  const { mutateAsync: offlinePayment } = useOfflinePayment();
  const deps: PaymentDeps = useMemo(
    () => ({
      throttle: paymentThrottle,
      keys,
      startTransaction,
      authorizeCard,
      authorizeSavedCard,
      collectPayment,
      initiatePayment,
      offlinePayment,
    }),
    [keys, startTransaction, authorizeCard, authorizeSavedCard, collectPayment, initiatePayment, offlinePayment],
  );
  const [phase, setPhase] = useState<PaymentPhase>("idle");
  const [error, setError] = useState<string | null>(null);
  const [transaction, setTransaction] = useState<Transaction | null>(null);
  const inFlight = useRef(false);
  const paidRef = useRef(onPaid);
  paidRef.current = onPaid;

  const settle = useCallback((outcome: PaymentOutcome) => {
    switch (outcome.status) {
      case "throttled":
        notify(MESSAGES.startThrottled);
        setPhase("idle");
        return;
      case "paid":
        setTransaction(outcome.transaction);
        setPhase("paid");
        paidRef.current();
        return;
      case "confirming":
        setTransaction(outcome.transaction);
        setPhase("confirming");
        return;
      case "awaiting":
        setTransaction(outcome.transaction);
        setPhase("awaiting");
        return;
      case "failed":
        setPhase("idle");
        setError(outcome.message);
        return;
    }
  }, []);

  const run = useCallback(
    async (task: () => Promise<PaymentOutcome>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setPhase("paying");
      setError(null);
      try {
        settle(await task());
      } finally {
        inFlight.current = false;
      }
    },
    [settle],
  );

  const start = useCallback((method: PaymentMethod) => run(() => pay({ orderId, splitId }, method, deps)), [run, orderId, splitId, deps]);

  // The card form is tokenizing: the pay button waits (but not forever).
  const tokenizeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const startTokenizing = useCallback(() => {
    setError(null);
    setPhase("tokenizing");
    if (tokenizeTimer.current) clearTimeout(tokenizeTimer.current);
    tokenizeTimer.current = setTimeout(() => setPhase((p) => (p === "tokenizing" ? "idle" : p)), TOKENIZE_TIMEOUT_MS);
  }, []);
  const stopTokenizing = useCallback((message: string | null) => {
    if (tokenizeTimer.current) clearTimeout(tokenizeTimer.current);
    setPhase((p) => (p === "tokenizing" ? "idle" : p));
    setError(message);
  }, []);
  useEffect(() => () => void (tokenizeTimer.current && clearTimeout(tokenizeTimer.current)), []);

  /** The diner chose another way to pay: a link or QR on screen stops being followed. */
  const reset = useCallback(() => {
    setError(null);
    setPhase((p) => (p === "awaiting" ? "idle" : p));
  }, []);

  useInterval(phase === "confirming" || phase === "awaiting", PAYMENT_POLL_MS, refetchOrder);

  // Follow the order's payment: paid elsewhere, confirmed by the processor, or failed.
  const payment = paymentOf(order, splitId);
  useEffect(() => {
    if (!payment || (phase !== "confirming" && phase !== "awaiting")) return;
    if (transaction && payment.transactionId !== transaction.transactionId) return;
    if (SETTLED_PAYMENT_STATES.includes(payment.state)) {
      setPhase("paid");
      paidRef.current();
    } else if (phase === "confirming" && (payment.state === "authorized" || payment.state === "collecting")) {
      void run(() => collect(payment.transactionId, deps));
    } else if (isFailedState(payment.state)) {
      keys.newAttempt();
      setPhase("idle");
      setError(failureText(payment.state));
    }
  }, [payment, phase, transaction, run, deps, keys]);

  // Back on the page in the middle of a card payment: collect what was authorized, or wait for the processor.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !payment || payment.paymentType !== "CNP") return;
    resumed.current = true;
    if (payment.state === "authorized" || payment.state === "collecting") void run(() => collect(payment.transactionId, deps));
    else if (payment.state === "authorizing") setPhase("confirming");
  }, [payment, run, deps]);

  return { phase, error, transaction, start, startTokenizing, stopTokenizing, reset, setError };
}
