/** Drizzle queries for the waitlist: no rules here. (Placeholder while the issue is built.) */
import type { Database } from "../../db/client";

export function waitlistQueries(_db: Database) {
  return {};
}
