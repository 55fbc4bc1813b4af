/** Delivery by courier partners: quotes, asking for a courier when an order is accepted (or in time for a later one), following it to the door. */
import { OrderStatus } from "@forkful/contracts/order-status";
import type { AppModule } from "../../app-context";
import { sweepEvery } from "../../lib/job-queue";
import { cancelDeliveryOf } from "./cancel-delivery";
import { askForCourierInTime } from "./courier-timing";
import { courierWatchOf, WATCH_DELIVERIES_JOB } from "./courier-watch";
import { createDeliveryRepository } from "./delivery.repository";
import { deliveryRoutes } from "./delivery.routes";
import type { DeliveryDeps } from "./delivery-deps";
import { deliveryStaffRoutes } from "./delivery-staff.routes";
import { deliveryWebhookRoutes } from "./delivery-webhook.routes";

/** A quote asks every partner a restaurant uses: a quarter of the general pace, never under 30 a minute. */
const quotesPerMinute = (generalPerMinute: number) => Math.max(30, Math.floor(generalPerMinute / 4));

/** The job that asks a partner for an accepted delivery order's courier (now, or in time for a later order). */
export const ASK_FOR_COURIER_JOB = "ask-for-courier";
const COURIER_JOB_RETRIES = { retryLimit: 6, retryDelaySeconds: 10, backoff: true, expireInSeconds: 120 };
interface CourierJob {
  orderId: string;
}

export const deliveryModule: AppModule = async (api, context) => {
  const { db, delivery, events, clock, log } = context;
  const deps: DeliveryDeps = {
    deliveries: createDeliveryRepository(db),
    db,
    partners: delivery.partners,
    webhooks: delivery.webhooks,
    sandbox: delivery.sandbox,
    events,
    clock,
    log,
  };
  // Partners are asked by a job, never inside the staff's accept call; a partner that fails is asked again later.
  context.jobs.define<CourierJob>(ASK_FOR_COURIER_JOB, ({ orderId }) => askForCourierInTime(deps, orderId), COURIER_JOB_RETRIES);
  // The staff's move already succeeded: a job that cannot be sent is logged (a manager can re-dispatch), never thrown into it.
  context.events.subscribe("orderMoved", async ({ orderId, orderType, to }) => {
    if (orderType !== "delivery" || to !== OrderStatus.Accepted) return;
    await context.jobs
      .send<CourierJob>(ASK_FOR_COURIER_JOB, { orderId }, { key: orderId })
      .catch((error: unknown) => context.log.error({ err: error, orderId }, "the courier job could not be sent"));
  });
  context.events.subscribe("orderCancelled", ({ orderId }) =>
    cancelDeliveryOf(deps, orderId).catch((error: unknown) => context.log.error({ err: error, orderId }, "cancelling the courier failed")),
  );
  await api.register(deliveryRoutes, { deps, quotesPerMinute: quotesPerMinute(context.config.RATE_LIMIT_PER_MINUTE) });
  await api.register(deliveryWebhookRoutes, { deps });
  await api.register(deliveryStaffRoutes, { deps });
  const watch = courierWatchOf(deps, context.db);
  sweepEvery(context.jobs, WATCH_DELIVERIES_JOB, context.config.DELIVERY_WATCH_MS, watch.round);
  api.addHook("onClose", async () => watch.forget());
};
