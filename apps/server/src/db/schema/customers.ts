/** The customers tables (owned by the customers module; only its repositories query them). Money is integer minor units. */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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
