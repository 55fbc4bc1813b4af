/** What the kitchen's operations are built from (kitchen.module.ts assembles it once per app). */
import type { Database } from "../../db/client";
import type { DomainEvents } from "../../integrations/events/domain-events";
import type { Clock } from "../../lib/clock";

export interface KitchenDeps {
  /** Orders, rounds and diners are read and moved through the orders and bills modules' functions. */
  db: Database;
  /** An order's status changes and a ticket moved, told to whoever follows the order or its restaurant. */
  events: DomainEvents;
  clock: Clock;
}
