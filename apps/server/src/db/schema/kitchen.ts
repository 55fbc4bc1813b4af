/** The kitchen's own tables (owned by the kitchen module; only its repositories query them). */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { merchantLocations } from "./merchants";
import { orders } from "./orders";

/** A restaurant's stations (grill, cold, bar…), each with the dishes routed to it by dish id or by category. */
export const kitchenStations = pgTable(
  "kitchen_stations",
  {
    id: serial("id").primaryKey(),
    locationId: integer("location_id")
      .notNull()
      .references(() => merchantLocations.id),
    /** The station's short name in the restaurant ("grill"), what a ticket's dish names. */
    key: text("key").notNull(),
    name: text("name").notNull(),
    dishIds: jsonb("dish_ids").$type<number[]>().notNull().default([]),
    categoryIds: jsonb("category_ids").$type<number[]>().notNull().default([]),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("kitchen_stations_location_key_idx").on(t.locationId, t.key)],
);

/** A ticket bumped off the rail, by whom and when; recalled puts it back until it is bumped again. */
export const kitchenBumps = pgTable(
  "kitchen_bumps",
  {
    id: serial("id").primaryKey(),
    locationId: integer("location_id")
      .notNull()
      .references(() => merchantLocations.id),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    roundNo: integer("round_no").notNull(),
    bumpedBy: text("bumped_by").notNull(),
    bumpedAt: timestamp("bumped_at", { withTimezone: true }).notNull(),
    recalledBy: text("recalled_by"),
    recalledAt: timestamp("recalled_at", { withTimezone: true }),
  },
  (t) => [index("kitchen_bumps_location_idx").on(t.locationId, t.bumpedAt)],
);
