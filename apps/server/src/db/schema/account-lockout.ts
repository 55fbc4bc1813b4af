/** The account-lockout tables (owned by the account-lockout module; only its repositories query them). Money is integer minor units. */
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Failed password sign-ins per account (a diner's customer id or a staff id, as `customer:<id>` / `staff:<id>`),
 * whatever address they come from: enough failures lock the account for a growing while.
 */
export const signInFailures = pgTable("sign_in_failures", {
  accountKey: text("account_key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  lastFailedAt: timestamp("last_failed_at", { withTimezone: true }).notNull(),
});
