/** The one-time-codes tables (owned by the one-time-codes module; only its repositories query them). Money is integer minor units. */
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const otpChallenges = pgTable(
  "otp_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    phoneNumber: text("phone_number").notNull(),
    purpose: text("purpose", { enum: ["login", "reset", "change-mobile"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    clientIp: text("client_ip").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("otp_challenges_phone_idx").on(t.phoneNumber, t.createdAt), index("otp_challenges_ip_idx").on(t.clientIp, t.createdAt)],
);
