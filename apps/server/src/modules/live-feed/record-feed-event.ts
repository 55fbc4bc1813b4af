/**
 * Writes a broadcast event into its restaurant's live feed, once, on the instance that publishes it (the domain events'
 * recorder, awaited after the publisher's commit and before anyone hears the event): a stream that wakes on it reads the
 * row, on any instance. The location's rows are written one at a time (live-feed.repository.ts appendRow), so they are
 * committed in id order. Now and then the write prunes what is older than the feed keeps.
 */
import { LIVE_FEED_KEPT_HOURS } from "@forkful/contracts/live-feed";
import type { DomainEventPayloads, EventName } from "../../integrations/events/event-catalogue";
import { feedEntryOf } from "./feed-entries";
import type { LiveFeedDeps } from "./live-feed-deps";

const HOUR_MS = 3_600_000;

/** How often a write looks whether the feed's oldest row is due for pruning. */
const PRUNE_CHECK_MS = 60_000;

/** The recorder of this instance's broadcast events: each writes its feed row; now and then one prunes. */
export function feedRecorder(deps: Pick<LiveFeedDeps, "feed" | "clock">) {
  let nextPruneCheck = 0;
  return async <N extends EventName>(name: N, event: DomainEventPayloads[N]): Promise<void> => {
    const entry = feedEntryOf(name, event);
    if (!entry) return;
    const at = deps.clock();
    await deps.feed.appendRow({ ...entry, at });
    if (at.getTime() < nextPruneCheck) return;
    nextPruneCheck = at.getTime() + PRUNE_CHECK_MS;
    await pruneOldRows(deps, at);
  };
}

/**
 * Once the oldest row is an hour past what the feed keeps, deletes every row older than that: one cheap read (the
 * first row by id) a minute, a delete about once an hour.
 */
async function pruneOldRows(deps: Pick<LiveFeedDeps, "feed">, now: Date): Promise<void> {
  const oldest = await deps.feed.oldestAt(deps.feed.db);
  if (!oldest || oldest.getTime() >= now.getTime() - (LIVE_FEED_KEPT_HOURS + 1) * HOUR_MS) return;
  await deps.feed.deleteBefore(deps.feed.db, new Date(now.getTime() - LIVE_FEED_KEPT_HOURS * HOUR_MS));
}
