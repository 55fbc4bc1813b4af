/** Customers, their sign-in codes, sessions, favourites, and the SMS and email outboxes. */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { menuItems, merchantLocations } from "./schema";

export const customers = pgTable(
  "customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    /** Lower-case; unique when set. */
    userName: text("user_name"),
    email: text("email"),
    /** E.164; unique when set. */
    phoneNumber: text("phone_number"),
    passwordHash: text("password_hash"),
    isGuest: boolean("is_guest").notNull().default(false),
    isPromoSubscribed: boolean("is_promo_subscribed").notNull().default(false),
    /** minor units; never below zero; a bigint because credits add up over the years */
    walletAmount: bigint("wallet_amount", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("customers_user_name_idx").on(t.userName),
    uniqueIndex("customers_email_idx").on(t.email),
    uniqueIndex("customers_phone_idx").on(t.phoneNumber),
    check("customers_wallet_not_negative", sql`${t.walletAmount} >= 0`),
  ],
);

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

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    familyId: uuid("family_id").notNull(),
    kind: text("kind", { enum: ["customer", "guest"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when this token was exchanged for the next one. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("refresh_tokens_hash_idx").on(t.tokenHash), index("refresh_tokens_family_idx").on(t.familyId)],
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

export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: serial("id").primaryKey(),
    toNumber: text("to_number").notNull(),
    body: text("body").notNull(),
    provider: text("provider").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sms_outbox_to_idx").on(t.toNumber, t.createdAt)],
);

/** Emails the outbox provider kept (development, tests, demos), as sms_outbox keeps texts. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    provider: text("provider").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_outbox_to_idx").on(t.toAddress, t.createdAt)],
);

export const favouriteLocations = pgTable(
  "favourite_locations",
  {
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    locationId: integer("location_id")
      .notNull()
      .references(() => merchantLocations.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("favourite_locations_pk").on(t.customerId, t.locationId)],
);

export const favouriteItems = pgTable(
  "favourite_items",
  {
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    itemId: integer("item_id")
      .notNull()
      .references(() => menuItems.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("favourite_items_pk").on(t.customerId, t.itemId)],
);

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
