/** Drizzle queries of a restaurant's live feed (location_feed). No rules here. */
import { and, asc, eq, gt, lt, max, min, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { locationFeed } from "../../db/schema/live-feed";

export type FeedRow = typeof locationFeed.$inferSelect;
export type NewFeedRow = Omit<typeof locationFeed.$inferInsert, "id">;

/** The first key of the advisory lock taken per location while its feed row is written. */
export const LOCATION_FEED_LOCK = 7_402_626;

export function createLiveFeedRepository(db: Database) {
  return {
    db,
    /**
     * Writes the row in one statement that first takes the location's feed lock, held until it commits: the row's id
     * is drawn after the lock is taken, so the location's rows commit in id order and a stream reading "after the last
     * id I sent" skips none.
     */
    async appendRow(row: NewFeedRow): Promise<number> {
      const { rows } = await db.execute<{ id: number | string }>(sql`
        insert into ${locationFeed} (location_id, topic, kind, subject, at)
        select ${row.locationId}::int, ${row.topic}::text, ${row.kind ?? null}::text, ${row.subject ?? null}::text,
          ${row.at.toISOString()}::timestamptz
        from (select pg_advisory_xact_lock(${LOCATION_FEED_LOCK}::int, ${row.locationId}::int)) as held
        returning id`);
      return Number(rows[0]!.id);
    },

    /** The location's rows after `afterId`, oldest first, at most `limit`. */
    rowsAfter(ex: Executor, locationId: number, afterId: number, limit: number): Promise<FeedRow[]> {
      return ex
        .select()
        .from(locationFeed)
        .where(and(eq(locationFeed.locationId, locationId), gt(locationFeed.id, afterId)))
        .orderBy(asc(locationFeed.id))
        .limit(limit);
    },

    /** The location's latest row id; 0 when it has none. */
    async latestOf(ex: Executor, locationId: number): Promise<number> {
      const [row] = await ex
        .select({ latest: max(locationFeed.id) })
        .from(locationFeed)
        .where(eq(locationFeed.locationId, locationId));
      return row?.latest ?? 0;
    },

    /** The ids the whole feed holds now (every location's), or null when it is empty. */
    async bounds(ex: Executor): Promise<{ oldest: number; latest: number } | null> {
      const [row] = await ex.select({ oldest: min(locationFeed.id), latest: max(locationFeed.id) }).from(locationFeed);
      return row?.oldest == null || row.latest == null ? null : { oldest: row.oldest, latest: row.latest };
    },

    /** When the feed's oldest row was written; null when it is empty. */
    async oldestAt(ex: Executor): Promise<Date | null> {
      const [row] = await ex.select({ at: locationFeed.at }).from(locationFeed).orderBy(asc(locationFeed.id)).limit(1);
      return row?.at ?? null;
    },

    async deleteBefore(ex: Executor, at: Date): Promise<void> {
      await ex.delete(locationFeed).where(lt(locationFeed.at, at));
    },
  };
}

export type LiveFeedRepository = ReturnType<typeof createLiveFeedRepository>;
