/** Drizzle queries for an owner's restaurants and where an owner's session is. No rules here. */
import { asc, eq } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { ownerRestaurants, staffSessionRestaurants } from "../../db/schema/staff";

export function createOwnerRestaurantsRepository(db: Database) {
  return {
    /** The owner's restaurants' location ids, in the order given (the first is where a sign-in opens). */
    async locationIdsOf(staffId: string): Promise<number[]> {
      const rows = await db
        .select({ locationId: ownerRestaurants.locationId })
        .from(ownerRestaurants)
        .where(eq(ownerRestaurants.staffId, staffId))
        .orderBy(asc(ownerRestaurants.position), asc(ownerRestaurants.locationId));
      return rows.map((row) => row.locationId);
    },

    /** The restaurant an owner's session is at, or null for a session with none recorded. */
    async sessionAt(sessionId: string): Promise<number | null> {
      const [row] = await db
        .select({ locationId: staffSessionRestaurants.locationId })
        .from(staffSessionRestaurants)
        .where(eq(staffSessionRestaurants.sessionId, sessionId))
        .limit(1);
      return row?.locationId ?? null;
    },

    async placeSession(values: typeof staffSessionRestaurants.$inferInsert, executor: Executor = db): Promise<void> {
      await executor.insert(staffSessionRestaurants).values(values);
    },
  };
}

export type OwnerRestaurantsRepository = ReturnType<typeof createOwnerRestaurantsRepository>;
