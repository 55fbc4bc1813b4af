/** What the delivery operations are built from, once per app, from the AppContext. */
import type { DeliveryPartner } from "@forkful/contracts/delivery";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../app-context";
import type { DeliveryPartnerApi, DeliveryWiring } from "../../integrations/delivery/delivery-partner";
import type { DomainEvents } from "../../integrations/events/domain-events";
import type { Clock } from "../../lib/clock";
import { createOrdersRepository, type OrdersRepository } from "../orders/public";
import { createDeliveryRepository, type DeliveryRepository } from "./delivery.repository";

export interface DeliveryDeps {
  deliveries: DeliveryRepository;
  orders: OrdersRepository;
  /** The partners this server can use; a restaurant's own list is narrowed to these. */
  partners: ReadonlyMap<DeliveryPartner, DeliveryPartnerApi>;
  webhooks: DeliveryWiring["webhooks"];
  sandbox: DeliveryWiring["sandbox"];
  events: DomainEvents;
  clock: Clock;
  log: FastifyBaseLogger;
}

export function deliveryDeps(context: Pick<AppContext, "db" | "delivery" | "events" | "clock" | "log">): DeliveryDeps {
  const { db, delivery, events, clock, log } = context;
  return {
    deliveries: createDeliveryRepository(db),
    orders: createOrdersRepository(db),
    partners: delivery.partners,
    webhooks: delivery.webhooks,
    sandbox: delivery.sandbox,
    events,
    clock,
    log,
  };
}

/** The partners a restaurant delivers with, in its order of preference, that this server has wired. */
export function partnersOf(deps: Pick<DeliveryDeps, "partners">, locationPartners: readonly string[]): DeliveryPartnerApi[] {
  return locationPartners.flatMap((name) => {
    const api = deps.partners.get(name as DeliveryPartner);
    return api ? [api] : [];
  });
}
