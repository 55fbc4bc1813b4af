/** Orders: pricing, placing, looking up, changing, and their live status. */
import type { AppModule } from "../../app-context";
import { sweepEvery } from "../../lib/job-queue";
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
import { RELEASE_UNPAID_ORDERS_JOB, releaseDueOrders } from "./release-unpaid-order";

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
  // Unpaid orders past their payment time are released (payment_due_at: a restart loses nothing).
  sweepEvery(context.jobs, RELEASE_UNPAID_ORDERS_JOB, context.config.UNPAID_ORDERS_SWEEP_MS, () =>
    releaseDueOrders({ ...deps, log: context.log }),
  );
  await api.register(ordersRoutes, deps);
  await api.register(orderEventsRoutes, { ...deps, trackers: context.trackers });
};
