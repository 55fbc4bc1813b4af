/**
 * The diner services a restaurant turned off for a while (issue 26; owned by the merchants module): delivery, online
 * check-in or reservations, off until a time or (until null) until turned back on. One row per service that is or
 * was off; turning it back on removes the row (the staff actions keep the story).
 */
import { integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { merchantLocations } from "./merchants";
import { staff } from "./staff";

export const servicePauses = pgTable(
  "service_pauses",
  {
    locationId: integer("location_id")
      .notNull()
      .references(() => merchantLocations.id),
    /** DINER_SERVICES (contracts/services-off.ts). */
    service: text("service", { enum: ["delivery", "checkin", "reservations"] }).notNull(),
    /** Off until this instant; null: until turned back on. */
    until: timestamp("until", { withTimezone: true }),
    setBy: uuid("set_by")
      .notNull()
      .references(() => staff.id),
    setAt: timestamp("set_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.service] })],
);
