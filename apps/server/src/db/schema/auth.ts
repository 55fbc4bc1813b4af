/** The auth tables (owned by the auth module; only its repositories query them). Money is integer minor units. */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { customers } from "./customers";
import { staff } from "./staff";

/**
 * Refresh tokens of diners' sessions (kind customer or guest: customer_id set) and of staff sessions (kind staff:
 * staff_id set). One kind's token is never spent as another's.
 */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id").references(() => customers.id),
    staffId: uuid("staff_id").references(() => staff.id),
    familyId: uuid("family_id").notNull(),
    kind: text("kind", { enum: ["customer", "guest", "staff"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when this token was exchanged for the next one. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("refresh_tokens_hash_idx").on(t.tokenHash),
    index("refresh_tokens_family_idx").on(t.familyId),
    index("refresh_tokens_staff_idx").on(t.staffId),
    check(
      "refresh_tokens_owner_check",
      sql`(${t.kind} = 'staff' and ${t.staffId} is not null and ${t.customerId} is null) or (${t.kind} <> 'staff' and ${t.customerId} is not null and ${t.staffId} is null)`,
    ),
  ],
);

/** One-use tokens proving a reset code was verified. */
export const passwordResets = pgTable("password_resets", {
  tokenHash: text("token_hash").primaryKey(),
  customerId: uuid("customer_id")
    .notNull()
    .references(() => customers.id),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/**
 * Sessions ended before their access tokens expire (sign-out, a revoked refresh family, a password reset): every
 * instance checks an access token's session id here. A row may go once its session's last token has expired.
 */
export const revokedSessions = pgTable(
  "revoked_sessions",
  {
    sessionId: uuid("session_id").primaryKey(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }).notNull(),
    /** When the last access token of this session expires; later the row answers nothing. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("revoked_sessions_expires_idx").on(t.expiresAt)],
);
