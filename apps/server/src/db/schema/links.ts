/** The links tables (owned by the links module; only its repositories query them). Money is integer minor units. */
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { merchantLocations } from "./merchants";

/** A short link: its id (always with a digit), the in-app path it opens, and until when. */
export const shortLinks = pgTable(
  "short_links",
  {
    id: text("id").primaryKey(),
    locationId: integer("location_id")
      .notNull()
      .references(() => merchantLocations.id),
    kind: text("kind", { enum: ["restaurant", "menu", "table", "campaign", "event"] }).notNull(),
    label: text("label"),
    target: text("target").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    visits: integer("visits").notNull().default(0),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("short_links_location_idx").on(t.locationId, t.createdAt)],
);
