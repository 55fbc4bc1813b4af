/** Drizzle queries for the floor: a restaurant's tables in the floor plan's order. No rules here. */
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { diningTables } from "../../db/tables-schema";
import type { Executor, TableRow } from "./booking-rows";

export function floorQueries(_db: Database) {
  return {
    /** Every table of the location, section by section, in the order the floor plan lists them. */
    floorTables: (ex: Executor, locationId: number): Promise<TableRow[]> =>
      ex
        .select()
        .from(diningTables)
        .where(eq(diningTables.locationId, locationId))
        .orderBy(asc(diningTables.sectionId), asc(diningTables.sortOrder), asc(diningTables.tableId)),
  };
}
