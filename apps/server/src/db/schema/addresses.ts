/** The addresses tables (owned by the addresses module; only its repositories query them). Money is integer minor units. */
import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { customers } from "./customers";

export const addresses = pgTable(
  "addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    tag: text("tag", { enum: ["Custom", "Home", "Work", "Business"] })
      .notNull()
      .default("Custom"),
    addressLine1: text("address_line1").notNull(),
    addressLine2: text("address_line2"),
    addressLine3: text("address_line3"),
    city: text("city"),
    postalCode: text("postal_code"),
    /** The pin the diner placed: the drop-off point. */
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("addresses_customer_idx").on(t.customerId, t.createdAt),
    // At most one default per diner.
    uniqueIndex("addresses_one_default_idx").on(t.customerId).where(sql`${t.isDefault}`),
  ],
);
