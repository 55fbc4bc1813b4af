/** What the curbside operations are built from (curbside.module.ts assembles it once per app). */
import type { Database } from "../../db/client";
import type { DomainEvents } from "../../integrations/events/domain-events";
import type { Clock } from "../../lib/clock";

export interface CurbsideDeps {
  /** Orders are read and marked through the orders module's functions. */
  db: Database;
  /** Order status events: the staff's and the diner's screens refresh on an arrival. */
  events: DomainEvents;
  clock: Clock;
}
