/** What the floor, waitlist and reservation operations are built from; each operation names the part it uses. */
import type { BookingEvents } from "../../integrations/events/booking-events";
import type { SmsSender } from "../../integrations/sms/sms-sender";
import type { Clock } from "../../lib/clock";
import type { GuestSessions } from "../auth/public";
import type { TablesRepository } from "./tables.repository";

export interface TablesDeps {
  tables: TablesRepository;
  clock: Clock;
  /** Table-ready texts and reservation reminders. */
  sms: SmsSender;
  /** Sessions for guests who check in or reserve signed out. */
  guests: GuestSessions;
  /** The line moved at a location: live waitlist pages re-read. */
  events: BookingEvents;
  log: { warn(detail: object, message: string): void };
}
