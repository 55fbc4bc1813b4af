/** What other modules read of media files (issue 25: they query no media table), each in the executor given. */
import { and, asc, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { media } from "../../db/schema/media";

export type MediaRow = typeof media.$inferSelect;
export type MediaKind = MediaRow["entityType"];

/** The media files of these ids, by id (an unknown id is absent). */
export async function mediaByIds(executor: Executor, ids: readonly (string | null)[]): Promise<Map<string, MediaRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await executor.select().from(media).where(inArray(media.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The locations' media of these kinds (LOGO, META), in their order (sort order, then id). */
export function mediaOfLocations(executor: Executor, locationIds: readonly number[], kinds: readonly MediaKind[]): Promise<MediaRow[]> {
  if (locationIds.length === 0) return Promise.resolve([]);
  return executor
    .select()
    .from(media)
    .where(and(inArray(media.locationId, [...locationIds]), inArray(media.entityType, [...kinds])))
    .orderBy(asc(media.sortOrder), asc(media.id));
}
