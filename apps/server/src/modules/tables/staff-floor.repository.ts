/** Drizzle queries for the staff-floor: no rules here. (Placeholder while the issue is built.) */
import type { Database } from "../../db/client";

export function staffFloorQueries(_db: Database) {
  return {};
}
