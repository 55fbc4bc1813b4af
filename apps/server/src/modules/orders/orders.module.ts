/** Orders: pricing, placing, looking up, changing, and their live status. */
import type { AppModule } from "../../app-context";
import { createCustomersRepository } from "../customers/public";
import { createMenuRepository } from "../menu/public";
import { orderEventsRoutes } from "./order-events.routes";
import { createOrdersRepository } from "./orders.repository";
import { ordersRoutes } from "./orders.routes";
import type { OrdersDeps } from "./orders-deps";

export const ordersModule: AppModule = async (api, { db, clock, events, signals, config }) => {
  const deps: OrdersDeps = {
    orders: createOrdersRepository(db),
    menu: createMenuRepository(db),
    customers: createCustomersRepository(db),
    events,
    clock,
    signals,
  };
  await api.register(ordersRoutes, deps);
  const { ORDER_TRACKERS_PER_CLIENT: perClient, ORDER_TRACKERS_TOTAL: total } = config;
  await api.register(orderEventsRoutes, { ...deps, trackers: { perClient, total } });
};
