/** What the calls-for-the-waiter operations are built from; each operation names the part it uses. */
import type { Database } from "../../db/client";
import type { BookingEvents } from "../../integrations/events/booking-events";
import type { Clock } from "../../lib/clock";
import type { WaiterCallsRepository } from "./waiter-calls.repository";

export interface WaiterCallsDeps {
  /** Reads of other modules (tables, orders) and the transactions operations open. */
  db: Database;
  calls: WaiterCallsRepository;
  clock: Clock;
  /** Calls travel on the booking events' bus as their own kind (events.waiter). */
  events: BookingEvents;
  log: { warn(detail: object, message: string): void };
}
