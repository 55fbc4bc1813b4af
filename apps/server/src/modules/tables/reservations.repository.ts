/** Drizzle queries for the reservations: no rules here. (Placeholder while the issue is built.) */
import type { Database } from "../../db/client";

export function reservationsQueries(_db: Database) {
  return {};
}
