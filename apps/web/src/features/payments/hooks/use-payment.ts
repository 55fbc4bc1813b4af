import { MESSAGES } from "@forkful/contracts/messages";
import type { Order } from "@forkful/contracts/orders";
import { useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import { orderEventsPath } from "../../../entities/order/api/order-events";
import { useLiveStream } from "../../../shared/hooks/use-live-stream";
import { notify } from "../../../shared/ui/toast";
import { useAuthorizeCard } from "../api/authorize-card";
import { useAuthorizeSavedCard } from "../api/authorize-saved-card";
import { useCollectPayment } from "../api/collect-payment";
import { useInitiatePayment } from "../api/initiate-payment";
import { useOfflinePayment } from "../api/offline-payment";
import { useStartTransaction } from "../api/start-transaction";
import { collect, type PaymentDeps, type PaymentMethod, type PaymentOutcome, pay } from "../lib/pay";
import { paymentKeyStore } from "../lib/payment-keys";
import { paymentKeysName, paymentOf } from "../lib/payment-of";
import { initialPaymentProgress, paymentReducer, stepOf } from "../lib/payment-progress";
import { paymentThrottle } from "../lib/payment-throttle";
import { useInterval } from "./use-interval";

/** While the order's stream is down, the order is asked for every 2 s (a link or QR paid elsewhere, a card confirming). */
export const PAYMENT_POLL_MS = 2000;
/**
 * While the stream is live, a slow ask still: the stream tells a move that changes the order's queue or its tab, not
 * (yet) every payment move of a scheduled order or a card's processor callback.
 */
export const PAYMENT_SLOW_POLL_MS = 10_000;
/** How long the card form may take to tokenize before the pay button is free again. */
const TOKENIZE_TIMEOUT_MS = 20_000;

export type { PaymentPhase } from "../lib/payment-progress";

export interface UsePaymentOptions {
  order: Order;
  /** One part of the order's split bill is paid (its total); none: the whole order. */
  splitId?: string | null;
  /** Asks for the order again (the page follows its payment). */
  refetchOrder: () => void;
  /** The payment is done (collected, or to be paid at the restaurant). */
  onPaid: () => void;
}

function usePaymentDeps(orderId: string, splitId: string | null): PaymentDeps {
  const keys = useMemo(() => paymentKeyStore(paymentKeysName(orderId, splitId)), [orderId, splitId]);
  const { mutateAsync: startTransaction } = useStartTransaction();
  const { mutateAsync: authorizeCard } = useAuthorizeCard();
  const { mutateAsync: authorizeSavedCard } = useAuthorizeSavedCard();
  const { mutateAsync: collectPayment } = useCollectPayment();
  const { mutateAsync: initiatePayment } = useInitiatePayment();
  const { mutateAsync: offlinePayment } = useOfflinePayment();
  return useMemo(
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
}

/**
 * The payment of the page: the phase it is in, the failure to show, the transaction of a link or QR on screen, and
 * the actions (paymentReducer). While a payment is confirmed or paid elsewhere the order's event stream says when to
 * read the order again. Keys come from session storage (a reload mid-payment reuses them); a decline frees the next card.
 */
export function usePayment({ order, splitId = null, refetchOrder, onPaid }: UsePaymentOptions) {
  const orderId = order.orderId;
  const deps = usePaymentDeps(orderId, splitId);
  const [progress, dispatch] = useReducer(paymentReducer, initialPaymentProgress);
  const inFlight = useRef(false);

  const run = useCallback(async (task: () => Promise<PaymentOutcome>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    dispatch({ type: "pay" });
    try {
      const outcome = await task();
      if (outcome.status === "throttled") notify(MESSAGES.startThrottled);
      dispatch({ type: "answered", outcome });
    } finally {
      inFlight.current = false;
    }
  }, []);

  const start = useCallback((method: PaymentMethod) => run(() => pay({ orderId, splitId }, method, deps)), [run, orderId, splitId, deps]);

  // The card form is tokenizing: the pay button waits (but not forever).
  const tokenizeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const startTokenizing = useCallback(() => {
    dispatch({ type: "tokenize" });
    if (tokenizeTimer.current) clearTimeout(tokenizeTimer.current);
    tokenizeTimer.current = setTimeout(() => dispatch({ type: "tokenizeTimedOut" }), TOKENIZE_TIMEOUT_MS);
  }, []);
  const stopTokenizing = useCallback((message: string | null) => {
    if (tokenizeTimer.current) clearTimeout(tokenizeTimer.current);
    dispatch({ type: "tokenized", message });
  }, []);
  useEffect(() => () => void (tokenizeTimer.current && clearTimeout(tokenizeTimer.current)), []);

  const reset = useCallback(() => dispatch({ type: "reset" }), []);
  const setError = useCallback((message: string | null) => dispatch({ type: "error", message }), []);

  useFollowedOrder(orderId, progress.phase === "confirming" || progress.phase === "awaiting", refetchOrder);

  // The order says where its payment stands: paid elsewhere, authorized (collect it), or failed (a new attempt).
  const payment = paymentOf(order, splitId);
  useEffect(() => {
    const step = payment ? stepOf(progress, payment) : null;
    if (!payment || step === null) return;
    if (step === "collect") void run(() => collect(payment.transactionId, deps));
    if (step === "retry") deps.keys.newAttempt();
    dispatch({ type: "followed", payment });
  }, [payment, progress, run, deps]);

  const paidRef = useRef(onPaid);
  paidRef.current = onPaid;
  useEffect(() => {
    if (progress.phase === "paid") paidRef.current();
  }, [progress.phase]);

  // Back on the page in the middle of a card payment: collect what was authorized, or wait for the processor.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !payment || payment.paymentType !== "CNP") return;
    resumed.current = true;
    if (payment.state === "authorized" || payment.state === "collecting") void run(() => collect(payment.transactionId, deps));
    else if (payment.state === "authorizing") dispatch({ type: "confirming" });
  }, [payment, run, deps]);

  return { ...progress, start, startTokenizing, stopTokenizing, reset, setError };
}

/**
 * While a payment is confirmed or paid elsewhere, the order is read again on each frame of its event stream; a slow
 * ask covers moves the stream does not carry, and while the stream is down the order is asked for every 2 s.
 */
function useFollowedOrder(orderId: string, following: boolean, refetchOrder: () => void) {
  const stream = useLiveStream(following ? orderEventsPath(orderId) : null, () => refetchOrder());
  useInterval(following, stream === "live" ? PAYMENT_SLOW_POLL_MS : PAYMENT_POLL_MS, refetchOrder);
}
