/** The staff tables (owned by the staff module; only its repositories query them). Money is integer minor units. */
import { integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { merchantLocations } from "./merchants";

export const staff = pgTable("staff", {
  id: uuid("id").primaryKey().defaultRandom(),
  locationId: integer("location_id")
    .notNull()
    .references(() => merchantLocations.id),
  userName: text("user_name").notNull().unique(),
  fullName: text("full_name").notNull(),
  passwordHash: text("password_hash").notNull(),
  role: text("role", { enum: ["manager", "kitchen", "host"] }).notNull(),
});
