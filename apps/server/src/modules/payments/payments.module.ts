/** Paying for orders: card transactions, payment links, UPI QR, pay at the restaurant, processor callbacks, saved cards. */
import type { AppModule } from "../../app-context";
import { createCardsRepository } from "./cards.repository";
import { cardsRoutes } from "./cards.routes";
import { paymentCallbackRoutes } from "./payment-callback.routes";
import { createPaymentsRepository } from "./payments.repository";
import { paymentsRoutes } from "./payments.routes";
import type { PaymentsDeps } from "./payments-deps";
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
  await api.register(paymentsRoutes, { deps });
  await api.register(paymentCallbackRoutes, { deps, secret: context.payments.callbackSecret, clock: context.clock });
  await api.register(cardsRoutes, { deps });
};
