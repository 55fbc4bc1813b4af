/** The restaurant's staff: sign in, the location's orders, moving them, money taken at the counter. */
import type { AppModule } from "../../app-context";
import { createMenuRepository } from "../menu/menu.repository";
import { createOrdersRepository } from "../orders/orders.repository";
import { createOrdersService } from "../orders/orders.service";
import { createCardsService } from "../payments/cards.service";
import { createPaymentsRepository } from "../payments/payments.repository";
import { createPaymentsService } from "../payments/payments.service";
import { createStaffRepository } from "./staff.repository";
import { staffRoutes } from "./staff.routes";
import { createStaffService } from "./staff.service";

export const staffModule: AppModule = async (api, context) => {
  const { db, clock, events, log, signals, secret, config } = context;
  const { processor } = context.payments;
  const ordersRepository = createOrdersRepository(db);
  const orders = createOrdersService({
    orders: ordersRepository,
    menu: createMenuRepository(db),
    events,
    clock,
    onStockChanged: (locationId) => void signals.stockChanged.emit(locationId),
    onCancelled: (orderId) => signals.orderCancelled.emit(orderId),
  });
  const paymentsRepository = createPaymentsRepository(db);
  const cards = createCardsService({ payments: paymentsRepository, processor, clock });
  const payments = createPaymentsService({ payments: paymentsRepository, orders: ordersRepository, processor, cards, clock, log });
  const service = createStaffService({
    repository: createStaffRepository(db),
    orders,
    collectAtCounter: (orderId, at) => payments.collectedAtLocation(orderId, at),
    clock,
    secret,
  });
  await api.register(staffRoutes, { service, attemptsPerMinute: config.AUTH_ATTEMPTS_PER_MINUTE });
};
