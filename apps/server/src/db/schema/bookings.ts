/**
 * Bookings: check-ins (the waitlist) and reservations, one row each, with one state machine (owned by the bookings
 * module; waitlist, reservations and floor read and change them through its functions).
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { customers } from "./customers";
import { merchantLocations } from "./merchants";
import { diningTables } from "./tables";

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["checkin", "reservation"] }).notNull(),
    locationId: integer("location_id")
      .notNull()
      .references(() => merchantLocations.id),
    /** The diner (or guest session) who made it; null for a host's walk-in. */
    customerId: uuid("customer_id").references(() => customers.id),
    idempotencyKey: uuid("idempotency_key").unique(),
    status: text("status", { enum: ["Active", "Notified", "Seated", "Completed", "Cancelled", "NoShow", "Released"] }).notNull(),
    fullName: text("full_name").notNull(),
    phone: text("phone"),
    email: text("email"),
    guestCount: integer("guest_count").notNull(),
    note: text("note"),
    deviceId: text("device_id").notNull().default(""),
    channelName: text("channel_name", { enum: ["ONLINE", "HOST"] }).notNull(),
    seatTogether: text("seat_together", { enum: ["0", "1"] })
      .notNull()
      .default("1"),
    /** Reservations: the restaurant's own day and time, and the instants they cover (start + turn time). */
    reservationDate: text("reservation_date"),
    reservationSlot: text("reservation_slot"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** The table booked, held for a ready party, or sat at. */
    tableRef: uuid("table_ref").references(() => diningTables.id),
    quotedWaitMinutes: integer("quoted_wait_minutes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    answerBy: timestamp("answer_by", { withTimezone: true }),
    /** A ready party's answer (contracts PARTY_ANSWERS) and when it gave it. */
    partyAnswer: text("party_answer", { enum: ["onMyWay", "needMoreTime"] }),
    partyAnsweredAt: timestamp("party_answered_at", { withTimezone: true }),
    /** When the party was given its few more minutes (once). */
    answerExtendedAt: timestamp("answer_extended_at", { withTimezone: true }),
    seatedAt: timestamp("seated_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    /** Who ended it: "customer", "staff:<id>", "system". */
    endedBy: text("ended_by"),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    isFeedbackSubmitted: boolean("is_feedback_submitted").notNull().default(false),
  },
  (t) => [
    index("bookings_location_status_idx").on(t.locationId, t.status),
    index("bookings_table_starts_idx").on(t.tableRef, t.startsAt),
    index("bookings_customer_idx").on(t.customerId),
    // A code that proves a number brings the bookings guests made with it (decision 016).
    index("bookings_phone_idx").on(t.phone),
    index("bookings_starts_idx").on(t.startsAt),
    // One active check-in per phone and per device (the diner's session), spec §5: the database holds the rule
    // even when two requests race.
    uniqueIndex("bookings_one_active_checkin_phone_idx")
      .on(t.phone)
      .where(sql`kind = 'checkin' AND status IN ('Active', 'Notified', 'Seated') AND channel_name = 'ONLINE'`),
    uniqueIndex("bookings_one_active_checkin_customer_idx")
      .on(t.customerId)
      .where(sql`kind = 'checkin' AND status IN ('Active', 'Notified', 'Seated') AND channel_name = 'ONLINE'`),
    // One party at a table at a time: held for a ready party, or sat at.
    uniqueIndex("bookings_one_party_per_table_idx").on(t.tableRef).where(sql`status IN ('Notified', 'Seated') AND table_ref IS NOT NULL`),
  ],
);
