/** Drizzle queries for the floor: no rules here. (Placeholder while the issue is built.) */
import type { Database } from "../../db/client";

export function floorQueries(_db: Database) {
  return {};
}
