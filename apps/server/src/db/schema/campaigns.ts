/** The campaigns tables (owned by the campaigns module; only its repositories query them). Money is integer minor units. */
import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { merchantLocations } from "./merchants";

/** A campaign: dates (inclusive, in the restaurant's time zone), the dishes it promotes and/or an offer. */
export const campaigns = pgTable(
  "campaigns",
  {
    id: serial("id").primaryKey(),
    locationId: integer("location_id")
      .notNull()
      .references(() => merchantLocations.id),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    description: text("description").notNull().default(""),
    image: text("image"),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    itemIds: jsonb("item_ids").$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    offerText: text("offer_text"),
    couponCode: text("coupon_code"),
    menuType: text("menu_type", { enum: ["pickup", "delivery", "dinein"] })
      .notNull()
      .default("pickup"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("campaigns_location_idx").on(t.locationId, t.endsOn)],
);
