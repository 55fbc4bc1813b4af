/**
 * Late orders look after themselves (issue 26): each restaurant's rules, a sweep that tells diners of a late order
 * with a new time and gives (or offers) a credit for a long wait, and the manager's call giving an offered credit.
 */
import type { AppModule } from "../../app-context";
import { sweepEvery } from "../../lib/job-queue";
import { FOLLOW_UP_LATE_ORDERS_JOB, followUpLateOrders } from "./follow-up-late-orders";
import { lateOrdersRoutes } from "./late-orders.routes";
import type { LateOrdersDeps } from "./late-orders-deps";

export const lateOrdersModule: AppModule = async (api, context) => {
  const { db, clock, events, sms, log, config } = context;
  const deps: LateOrdersDeps = { db, clock, events, sms, log };
  await api.register(lateOrdersRoutes, { deps });
  sweepEvery(context.jobs, FOLLOW_UP_LATE_ORDERS_JOB, config.LATE_ORDERS_SWEEP_MS, () => followUpLateOrders(deps, clock()));
};
