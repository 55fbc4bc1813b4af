/**
 * Media bytes kept in the database (MEDIA_STORAGE=database; owned by integrations/storage), so instances on different
 * machines serve the same files without a shared folder or a bucket.
 */
import { customType, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

export const mediaFiles = pgTable(
  "media_files",
  {
    type: text("type").notNull(),
    id: text("id").notNull(),
    extension: text("extension").notNull(),
    bytes: bytea("bytes").notNull(),
    size: integer("size").notNull(),
    storedAt: timestamp("stored_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.type, t.id, t.extension] })],
);
