/** The media tables (owned by the media module; only its repositories query them). Money is integer minor units. */
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { merchantLocations } from "./merchants";

export const media = pgTable(
  "media",
  {
    id: text("id").primaryKey(),
    /** Set for META and LOGO media of a location. */
    locationId: integer("location_id").references(() => merchantLocations.id),
    entityType: text("entity_type", { enum: ["META", "LOGO", "ITEM", "SUBCATEGORY"] }).notNull(),
    mimeType: text("mime_type").notNull(),
    extension: text("extension").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("media_location_idx").on(t.locationId)],
);
