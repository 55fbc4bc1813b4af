/** Delivery by courier partners: quotes, asking for a courier when an order is accepted (or in time for a later one), following it to the door. */
import { OrderStatus } from "@forkful/contracts/order-status";
import type { AppModule } from "../../app-context";
import { cancelDeliveryOf } from "./cancel-delivery";
import { askForCourierInTime } from "./courier-timing";
import { startCourierWatch } from "./courier-watch";
import { createDeliveryRepository } from "./delivery.repository";
import { deliveryRoutes } from "./delivery.routes";
import type { DeliveryDeps } from "./delivery-deps";
import { deliveryStaffRoutes } from "./delivery-staff.routes";
import { deliveryWebhookRoutes } from "./delivery-webhook.routes";

/** A quote asks every partner a restaurant uses: a quarter of the general pace, never under 30 a minute. */
const quotesPerMinute = (generalPerMinute: number) => Math.max(30, Math.floor(generalPerMinute / 4));

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
  // The staff's move already succeeded: a courier that cannot be booked is logged, never thrown into it.
  context.events.subscribe("orderMoved", async ({ orderId, orderType, to }) => {
    if (orderType !== "delivery" || to !== OrderStatus.Accepted) return;
    await askForCourierInTime(deps, orderId).catch((error: unknown) =>
      context.log.error({ err: error, orderId }, "asking for a courier failed"),
    );
  });
  context.events.subscribe("orderCancelled", ({ orderId }) =>
    cancelDeliveryOf(deps, orderId).catch((error: unknown) => context.log.error({ err: error, orderId }, "cancelling the courier failed")),
  );
  await api.register(deliveryRoutes, { deps, quotesPerMinute: quotesPerMinute(context.config.RATE_LIMIT_PER_MINUTE) });
  await api.register(deliveryWebhookRoutes, { deps });
  await api.register(deliveryStaffRoutes, { deps });
  const stopWatch = startCourierWatch(deps, context.db, context.config.DELIVERY_WATCH_MS);
  api.addHook("onClose", () => stopWatch());
};
