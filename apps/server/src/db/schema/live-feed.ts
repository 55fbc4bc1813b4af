/** A restaurant's live feed (owned by the live-feed module): one row per broadcast change, its id the stream's event id. */
import { bigint, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { merchantLocations } from "./merchants";

/**
 * What changed at a location, written once by the instance that published it, after its commit. Kept a day
 * (LIVE_FEED_KEPT_HOURS) so a dropped stream, reopened on any instance, replays what it missed.
 */
export const locationFeed = pgTable(
  "location_feed",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    locationId: integer("location_id")
      .notNull()
      .references(() => merchantLocations.id),
    topic: text("topic").notNull(),
    kind: text("kind"),
    subject: text("subject"),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("location_feed_location_idx").on(t.locationId, t.id), index("location_feed_at_idx").on(t.at)],
);
