/** What the live feed's operations are built from (live-feed.module.ts assembles it once per app). */
import type { DomainEvents } from "../../integrations/events/domain-events";
import type { Clock } from "../../lib/clock";
import type { LiveFeedRepository } from "./live-feed.repository";

export interface LiveFeedDeps {
  feed: LiveFeedRepository;
  clock: Clock;
  /** A stream wakes on the broadcast events of its location (feed-entries.ts names them). */
  events: DomainEvents;
}
