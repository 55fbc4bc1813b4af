/** What the floor, waitlist and reservation operations are built from; each operation names the part it uses. */

import type { EmailSender } from "../../integrations/email/email-sender";
import type { DomainEvents } from "../../integrations/events/domain-events";
import type { SmsSender } from "../../integrations/sms/sms-sender";
import type { Clock } from "../../lib/clock";
import type { GuestSessions } from "../auth/public";
import type { TablesRepository } from "./tables.repository";

export interface TablesDeps {
  tables: TablesRepository;
  clock: Clock;
  /** Confirmations, table-ready texts and reservation reminders. */
  sms: SmsSender;
  /** Confirmations, to a party that gave an address. */
  email: EmailSender;
  /** Where links in texts and emails start (config's publicBaseUrl). */
  publicUrl: string;
  /** Sessions for guests who check in or reserve signed out. */
  guests: GuestSessions;
  /** The line moved or a waiter was called at a location: live waitlist pages and call lists re-read. */
  events: DomainEvents;
  log: { warn(detail: object, message: string): void };
}
