/** The dining tables of each restaurant (owned by the tables module; only its files query them). */
import { sql } from "drizzle-orm";
import { boolean, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { merchantLocations } from "./merchants";

/**
 * A new table token: 32 random bytes (two v4 UUIDs, 244 random bits, from the database's strong random source) in
 * base64url. The column's default and every renewal use it, so a table never has a guessable token.
 */
export const NEW_TABLE_TOKEN = sql`translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/=', '-_')`;

export const diningTables = pgTable(
  "dining_tables",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    locationId: integer("location_id")
      .notNull()
      .references(() => merchantLocations.id),
    /** The table's own id within its restaurant, printed on its QR code ("T4"). */
    tableId: text("table_id").notNull(),
    name: text("name").notNull(),
    /** One of the location's tableSection ids. */
    sectionId: integer("section_id").notNull(),
    seats: integer("seats").notNull(),
    /** Offered to online reservations (some tables stay for walk-ins). */
    reservable: boolean("reservable").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    /**
     * What the table's QR code carries (decision 028): proof of being at the table. Every table call must send it; a
     * new one replaces it when the table's tab closes and when staff ask.
     */
    token: text("token").notNull().default(NEW_TABLE_TOKEN),
  },
  (t) => [uniqueIndex("dining_tables_location_table_idx").on(t.locationId, t.tableId)],
);
