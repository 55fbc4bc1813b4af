/** The sandbox-processor tables (owned by integrations/sandbox-processor). */
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const sandboxTokens = pgTable("sandbox_tokens", {
  /** tok_… (single use, from the card form) or pm_… (reusable, a saved card) */
  token: text("token").primaryKey(),
  scenario: text("scenario").notNull(),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  expMonth: integer("exp_month").notNull(),
  expYear: integer("exp_year").notNull(),
  fingerprint: text("fingerprint").notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

export const sandboxCharges = pgTable(
  "sandbox_charges",
  {
    /** ch_…, link_… or upi_… */
    ref: text("ref").primaryKey(),
    kind: text("kind", { enum: ["card", "link", "upi"] }).notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** The merchant's reference (Forkful's transaction id). */
    reference: text("reference").notNull(),
    token: text("token"),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    description: text("description").notNull(),
    state: text("state", {
      enum: ["authorized", "captured", "declined", "failed", "voided", "open", "paid", "cancelled", "refunded"],
    }).notNull(),
    capturedAmount: integer("captured_amount").notNull().default(0),
    captureKey: text("capture_key"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("sandbox_charges_key_idx").on(t.kind, t.idempotencyKey), index("sandbox_charges_reference_idx").on(t.reference)],
);
