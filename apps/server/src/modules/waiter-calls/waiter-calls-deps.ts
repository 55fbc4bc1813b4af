/** What the calls-for-the-waiter operations are built from; each operation names the part it uses. */
import type { Database } from "../../db/client";
import type { DomainEvents } from "../../integrations/events/domain-events";
import type { Clock } from "../../lib/clock";
import type { WaiterCallsRepository } from "./waiter-calls.repository";

export interface WaiterCallsDeps {
  /** Reads of other modules (tables, orders) and the transactions operations open. */
  db: Database;
  calls: WaiterCallsRepository;
  clock: Clock;
  /** Calls travel on the booking events' bus as their own kind (events.waiter). */
  events: DomainEvents;
  log: { warn(detail: object, message: string): void };
}
