/** The outbox tables (owned by integrations/outbox). */
import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

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
