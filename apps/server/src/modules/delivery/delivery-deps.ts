/** What the delivery operations are built from (delivery.module.ts builds them once per app, from the AppContext). */
import type { DeliveryPartner } from "@forkful/contracts/delivery";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { DeliveryPartnerApi, DeliveryWiring } from "../../integrations/delivery/delivery-partner";
import type { DomainEvents } from "../../integrations/events/domain-events";
import type { Clock } from "../../lib/clock";
import type { DeliveryRepository } from "./delivery.repository";

export interface DeliveryDeps {
  deliveries: DeliveryRepository;
  /** Orders are read and moved in it, through the orders module. */
  db: Database;
  /** The partners this server can use; a restaurant's own list is narrowed to these. */
  partners: ReadonlyMap<DeliveryPartner, DeliveryPartnerApi>;
  webhooks: DeliveryWiring["webhooks"];
  sandbox: DeliveryWiring["sandbox"];
  events: DomainEvents;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** The partners a restaurant delivers with, in its order of preference, that this server has wired. */
export function partnersOf(deps: Pick<DeliveryDeps, "partners">, locationPartners: readonly string[]): DeliveryPartnerApi[] {
  return locationPartners.flatMap((name) => {
    const api = deps.partners.get(name as DeliveryPartner);
    return api ? [api] : [];
  });
}
