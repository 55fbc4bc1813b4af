/** Late orders (issue 26): each restaurant's rules, and the one follow-up each late order gets. */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { merchantLocations } from "./merchants";
import { orders } from "./orders";

/** A restaurant's late-order rules; a restaurant without a row follows the defaults (contracts' DEFAULT_LATE_ORDER_RULES). */
export const lateOrderRules = pgTable("late_order_rules", {
  locationId: integer("location_id")
    .primaryKey()
    .references(() => merchantLocations.id),
  graceMinutes: integer("grace_minutes").notNull(),
  creditAfterMinutes: integer("credit_after_minutes").notNull(),
  creditAmount: integer("credit_amount").notNull(),
  creditAutomatic: boolean("credit_automatic").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  updatedBy: text("updated_by").notNull(),
});

/**
 * One row per late order (its key is the order): written by the sweep that tells the diner, so two sweeps at once tell
 * once. The credit moves null -> offered -> given (or null -> given), each step a conditional update.
 */
export const lateOrderFollowups = pgTable(
  "late_order_followups",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id),
    locationId: integer("location_id").notNull(),
    /** The diner whose wallet a credit goes to; null for a guest's order (no wallet: no credit). */
    customerId: uuid("customer_id"),
    promisedAt: timestamp("promised_at", { withTimezone: true }).notNull(),
    newTime: timestamp("new_time", { withTimezone: true }).notNull(),
    toldAt: timestamp("told_at", { withTimezone: true }).notNull(),
    creditAmount: integer("credit_amount"),
    creditState: text("credit_state", { enum: ["offered", "given"] }),
    creditOfferedAt: timestamp("credit_offered_at", { withTimezone: true }),
    creditGivenAt: timestamp("credit_given_at", { withTimezone: true }),
    /** "late-orders" when the sweep gave it, "staff:{id}" when a manager did. */
    creditGivenBy: text("credit_given_by"),
  },
  (t) => [
    index("late_order_followups_credit_idx").on(t.locationId, t.creditState),
    check("late_order_followups_credit_positive", sql`${t.creditAmount} is null or ${t.creditAmount} > 0`),
  ],
);
