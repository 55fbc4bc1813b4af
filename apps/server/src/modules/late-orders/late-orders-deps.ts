/** What the late-order operations are built from. */
import type { Database } from "../../db/client";
import type { DomainEvents } from "../../integrations/events/domain-events";
import type { SmsSender } from "../../integrations/sms/sms-sender";
import type { Clock } from "../../lib/clock";

export interface LateOrdersDeps {
  db: Database;
  clock: Clock;
  /** Trackers and the restaurant's live feed hear of a late order, a credit offered or given. */
  events: DomainEvents;
  /** The diner is texted the new time. */
  sms: SmsSender;
  log: { warn(detail: object, message: string): void };
}
