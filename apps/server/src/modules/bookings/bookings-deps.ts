/**
 * What the booking operations are built from (bookings, and the waitlist, reservations and floor modules above it,
 * whose deps are these); each operation names the part it uses.
 */

import type { Database } from "../../db/client";
import type { EmailSender } from "../../integrations/email/email-sender";
import type { DomainEvents } from "../../integrations/events/domain-events";
import type { SmsSender } from "../../integrations/sms/sms-sender";
import type { Clock } from "../../lib/clock";
import type { GuestSessions } from "../auth/public";

export interface BookingsDeps {
  /** Reads outside a transaction, and the transactions operations open. */
  db: Database;
  clock: Clock;
  /** Confirmations, table-ready texts and reservation reminders. */
  sms: SmsSender;
  /** Confirmations, to a party that gave an address. */
  email: EmailSender;
  /** Where links in texts and emails start (config's publicBaseUrl). */
  publicUrl: string;
  /** Sessions for guests who check in or reserve signed out. */
  guests: GuestSessions;
  /** The line moved at a location: live waitlist pages re-read. */
  events: DomainEvents;
  log: { warn(detail: object, message: string): void };
}
