/** Paying for orders: card transactions, payment links, UPI QR, pay at the restaurant, processor callbacks, saved cards. */
import type { AppModule } from "../../app-context";
import { createOrdersRepository } from "../orders/orders.repository";
import { cardsRoutes } from "./cards.routes";
import { createCardsService } from "./cards.service";
import { paymentCallbackRoutes } from "./payment-callback.routes";
import { createPaymentCallbacksService } from "./payment-callbacks.service";
import { createPaymentsRepository } from "./payments.repository";
import { paymentsRoutes } from "./payments.routes";
import { createPaymentsService } from "./payments.service";

export const paymentsModule: AppModule = async (api, context) => {
  const { db, clock, log, signals } = context;
  const { processor, callbackSecret } = context.payments;
  const paymentsRepository = createPaymentsRepository(db);
  const orders = createOrdersRepository(db);
  const cards = createCardsService({ payments: paymentsRepository, processor, clock });
  const payments = createPaymentsService({ payments: paymentsRepository, orders, processor, cards, clock, log });
  const callbacks = createPaymentCallbacksService({ payments: paymentsRepository, orders, processor, clock, log });
  signals.orderCancelled.listen((orderId) => callbacks.releaseForCancelledOrder(orderId));
  await api.register(paymentsRoutes, { payments, cardFormUrl: processor.cardFormUrl, provider: processor.provider });
  await api.register(paymentCallbackRoutes, { callbacks, secret: callbackSecret, clock });
  await api.register(cardsRoutes, { cards });
};
