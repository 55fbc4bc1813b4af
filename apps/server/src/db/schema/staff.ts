/** The staff tables (owned by the staff module; only its repositories query them). Money is integer minor units. */
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { merchantLocations } from "./merchants";

export const staff = pgTable("staff", {
  id: uuid("id").primaryKey().defaultRandom(),
  locationId: integer("location_id")
    .notNull()
    .references(() => merchantLocations.id),
  userName: text("user_name").notNull().unique(),
  fullName: text("full_name").notNull(),
  passwordHash: text("password_hash").notNull(),
  /** An owner's `location_id` is their first restaurant; owner_restaurants names all of them. */
  role: text("role", { enum: ["manager", "kitchen", "host", "owner"] }).notNull(),
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

/** The restaurants an owner's account runs (issue 26), in the order given: the first is where a sign-in opens. */
export const ownerRestaurants = pgTable(
  "owner_restaurants",
  {
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staff.id),
    locationId: integer("location_id")
      .notNull()
      .references(() => merchantLocations.id),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.locationId] })],
);

/**
 * Where an owner's session is (issue 26): an owner's session is at one of their restaurants, which a refresh keeps.
 * Other roles' sessions are at their account's restaurant and have no row.
 */
export const staffSessionRestaurants = pgTable("staff_session_restaurants", {
  sessionId: uuid("session_id").primaryKey(),
  staffId: uuid("staff_id")
    .notNull()
    .references(() => staff.id),
  locationId: integer("location_id")
    .notNull()
    .references(() => merchantLocations.id),
});
