/** The favourites tables (owned by the favourites module; only its repositories query them). Money is integer minor units. */
import { integer, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { customers } from "./customers";
import { menuItems } from "./menu";
import { merchantLocations } from "./merchants";

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
