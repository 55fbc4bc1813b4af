/** Calls for the waiter from a table (owned by the waiter-calls module). */
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { customers } from "./customers";
import { merchantLocations } from "./merchants";
import { orders } from "./orders";

/** A diner's call for the waiter at a table: open → acknowledged ("on the way") → closed. */
export const waiterCalls = pgTable(
  "waiter_calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    locationId: integer("location_id")
      .notNull()
      .references(() => merchantLocations.id),
    tableId: text("table_id").notNull(),
    orderId: uuid("order_id").references(() => orders.id),
    customerId: uuid("customer_id").references(() => customers.id),
    state: text("state", { enum: ["open", "acknowledged", "closed"] }).notNull(),
    calledAt: timestamp("called_at", { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    acknowledgedBy: text("acknowledged_by"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    /** One open call per table: a second tap while it is open answers the same call. */
    uniqueIndex("waiter_calls_one_open_idx").on(t.locationId, t.tableId).where(sql`${t.state} = 'open'`),
    index("waiter_calls_location_idx").on(t.locationId, t.state, t.calledAt),
  ],
);
