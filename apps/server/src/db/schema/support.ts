/** The support tables (owned by the support module; only its repositories query them). Money is integer minor units. */
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { customers } from "./customers";
import { merchantLocations } from "./merchants";
import { orders } from "./orders";

/** A diner's support request to a restaurant, perhaps about an order; staff answer it (and the diner gets an SMS). */
export const supportRequests = pgTable(
  "support_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    locationId: integer("location_id")
      .notNull()
      .references(() => merchantLocations.id),
    orderId: uuid("order_id").references(() => orders.id),
    topic: text("topic", { enum: ["order", "payment", "delivery", "account", "other"] }).notNull(),
    message: text("message").notNull(),
    state: text("state", { enum: ["open", "answered", "closed"] })
      .notNull()
      .default("open"),
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: text("answered_by"),
    /** The diner's key for this request: a retry answers the same request. */
    requestKey: text("request_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("support_requests_customer_idx").on(t.customerId, t.createdAt),
    index("support_requests_location_idx").on(t.locationId, t.state, t.createdAt),
    uniqueIndex("support_requests_key_idx").on(t.customerId, t.requestKey),
  ],
);
