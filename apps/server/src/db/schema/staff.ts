/** The staff tables (owned by the staff module; only its repositories query them). Money is integer minor units. */
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
  /** Turned off by a manager: cannot sign in, and its sessions were ended when it was turned off. */
  disabled: boolean("disabled").notNull().default(false),
});

/**
 * What staff did, with who and when (issue 26): a manager's team actions, and what other modules record through the
 * staff module's `recordStaffAction`. Never a password in `detail`.
 */
export const staffActions = pgTable(
  "staff_actions",
  {
    /** In the order the actions were recorded (several may share a time). */
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorStaffId: uuid("actor_staff_id")
      .notNull()
      .references(() => staff.id),
    locationId: integer("location_id")
      .notNull()
      .references(() => merchantLocations.id),
    /** "staff.added", "staff.changed", … */
    action: text("action").notNull(),
    /** What was acted on ("staff", "order", …) and its id. */
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("staff_actions_subject_idx").on(t.locationId, t.subjectType, t.subjectId, t.at),
    index("staff_actions_actor_idx").on(t.actorStaffId, t.at),
  ],
);
