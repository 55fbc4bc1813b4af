/** Drizzle queries of a restaurant's live feed (location_feed). No rules here. */
import { and, asc, eq, gt, lt, max, min, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { locationFeed } from "../../db/schema/live-feed";

export type FeedRow = typeof locationFeed.$inferSelect;
export type NewFeedRow = Omit<typeof locationFeed.$inferInsert, "id">;

/** The first key of the advisory lock taken per location while its feed row is written. */
const LOCATION_FEED_LOCK = 7_402_626;

export function createLiveFeedRepository(db: Database) {
  return {
    db,
    /** Runs work in one transaction; the operation that needs one opens it. */
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),

    /** Holds the location's feed until the transaction ends: its rows are numbered and committed one at a time. */
    async holdLocation(tx: Executor, locationId: number): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCATION_FEED_LOCK}, ${locationId})`);
    },

    async insertRow(tx: Executor, row: NewFeedRow): Promise<number> {
      const [written] = await tx.insert(locationFeed).values(row).returning({ id: locationFeed.id });
      return written!.id;
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
