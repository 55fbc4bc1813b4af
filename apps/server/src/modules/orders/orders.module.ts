/** Orders: pricing, placing, looking up, changing, and their live status. */
import type { AppModule } from "../../app-context";
import { createCustomersRepository } from "../customers/customers.repository";
import { createMenuRepository } from "../menu/menu.repository";
import { orderEventsRoutes } from "./order-events.routes";
import { createOrderLookupService } from "./order-lookup.service";
import { createOrdersRepository } from "./orders.repository";
import { ordersRoutes } from "./orders.routes";
import { createOrdersService } from "./orders.service";

export const ordersModule: AppModule = async (api, context) => {
  const { db, clock, events, signals } = context;
  const ordersRepository = createOrdersRepository(db);
  const menu = createMenuRepository(db);
  const orders = createOrdersService({
    orders: ordersRepository,
    menu,
    events,
    clock,
    onStockChanged: (locationId) => void signals.stockChanged.emit(locationId),
    onCancelled: (orderId) => signals.orderCancelled.emit(orderId),
  });
  const lookup = createOrderLookupService({ orders: ordersRepository, menu, customers: createCustomersRepository(db), clock });
  await api.register(ordersRoutes, { orders, lookup });
  await api.register(orderEventsRoutes, { orders, events });
};
