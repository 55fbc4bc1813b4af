/** Orders: pricing, placing, looking up, changing, and their live status. */
import type { AppModule } from "../../app-context";
import { guestSessions } from "../auth/public";
import { partyAtTable } from "../bookings/public";
import { customerById } from "../customers/public";
import { menuForOrders } from "../menu/public";
import { renewTableToken, tableById } from "../tables/public";
import { carryGuestOrders } from "./carry-guest-orders";
import { orderEventsRoutes } from "./order-events.routes";
import { createOrdersRepository } from "./orders.repository";
import { ordersRoutes } from "./orders.routes";
import type { OrdersDeps } from "./orders-deps";
import { startUnpaidOrderSweeper } from "./unpaid-order-sweeper";

export const ordersModule: AppModule = async (api, context) => {
  const { db, clock, events } = context;
  const deps: OrdersDeps = {
    orders: createOrdersRepository(db),
    menu: menuForOrders(db, clock),
    customers: { findById: (customerId) => customerById(db, customerId) },
    tables: { db, tableById, partyAtTable, renewTableToken },
    guests: guestSessions(context),
    events,
    clock,
    checkoutCoupons: context.checkoutCoupons,
  };
  events.subscribe("numberProved", async (proved) => void (await carryGuestOrders(deps, proved)));
  const sweeper = startUnpaidOrderSweeper({ ...deps, log: context.log }, context.config.UNPAID_ORDERS_SWEEP_MS);
  api.addHook("onClose", () => sweeper.stop());
  await api.register(ordersRoutes, deps);
  await api.register(orderEventsRoutes, { ...deps, trackers: context.trackers });
};
