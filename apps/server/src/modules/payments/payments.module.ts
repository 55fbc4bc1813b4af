/** Paying for orders: card transactions, payment links, UPI QR, pay at the restaurant, processor callbacks, saved cards. */
import type { AppModule } from "../../app-context";
import { sweepEvery } from "../../lib/job-queue";
import { createCardsRepository } from "./cards.repository";
import { cardsRoutes } from "./cards.routes";
import { RETRY_OWED_REFUNDS_JOB, retryOwedRefunds } from "./owed-refunds";
import { paymentCallbackRoutes } from "./payment-callback.routes";
import { createPaymentsRepository } from "./payments.repository";
import { paymentsRoutes } from "./payments.routes";
import type { PaymentsDeps } from "./payments-deps";
import { RECONCILE_PAYMENTS_JOB, reconcilePayments } from "./reconcile-payments";
import { releaseForCancelledOrder } from "./release-for-cancelled-order";

export const paymentsModule: AppModule = async (api, context) => {
  const { db, clock, log, events } = context;
  const deps: PaymentsDeps = {
    payments: createPaymentsRepository(db),
    db,
    cards: createCardsRepository(db),
    processor: context.payments.processor,
    clock,
    log,
    events,
    metrics: context.metrics,
  };
  // Awaited by the cancel call: the payment is released before the cancellation answers.
  context.events.subscribe("orderCancelled", ({ orderId }) => releaseForCancelledOrder(deps, orderId));
  // Payments whose processor callback never came are asked about and settled; refunds the processor refused are
  // tried again, each later than the last (owed-refunds.ts).
  sweepEvery(context.jobs, RECONCILE_PAYMENTS_JOB, context.config.PAYMENTS_RECONCILE_SWEEP_MS, () => reconcilePayments(deps, clock()));
  sweepEvery(context.jobs, RETRY_OWED_REFUNDS_JOB, context.config.REFUNDS_RETRY_SWEEP_MS, () => retryOwedRefunds(deps, clock()));
  await api.register(paymentsRoutes, { deps });
  await api.register(paymentCallbackRoutes, { deps, secret: context.payments.callbackSecret, clock: context.clock });
  await api.register(cardsRoutes, { deps });
};
