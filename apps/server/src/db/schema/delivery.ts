/** The delivery tables (owned by the delivery module; only its repositories query them). Money is integer minor units. */
import { sql } from "drizzle-orm";
import { doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { orders } from "./orders";

/** A courier asked for an order: attempt 1 is the best quote; a failed or cancelled one is followed by the next partner. */
export const deliveries = pgTable(
  "deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    attempt: integer("attempt").notNull(),
    /** DUNZO, SHADOWFAX, SIMPERY or DOORDASH */
    partner: text("partner").notNull(),
    /** The partner's id for this delivery (DoorDash: external_delivery_id is ours; this is what the partner answers). */
    externalId: text("external_id").notNull(),
    /** DELIVERY_STATES (contracts/delivery.ts) */
    state: text("state").notNull(),
    /** What the partner charges (minor units), from its accepted quote. */
    fee: integer("fee").notNull(),
    currency: text("currency").notNull(),
    runnerName: text("runner_name"),
    runnerPhone: text("runner_phone"),
    runnerVehicle: text("runner_vehicle"),
    /** The courier's id at the partner (spec's deliveryStaffId), for GET /valet/getValetLocation. */
    deliveryStaffId: text("delivery_staff_id"),
    trackingUrl: text("tracking_url"),
    etaAt: timestamp("eta_at", { withTimezone: true }),
    courierLat: doublePrecision("courier_lat"),
    courierLng: doublePrecision("courier_lng"),
    courierAt: timestamp("courier_at", { withTimezone: true }),
    /** Why the partner refused or cancelled, as it said. */
    failure: text("failure"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("deliveries_order_attempt_idx").on(t.orderId, t.attempt),
    uniqueIndex("deliveries_partner_external_idx").on(t.partner, t.externalId),
    // One courier at a time per order: a new attempt only once the last one is cancelled.
    uniqueIndex("deliveries_one_live_idx").on(t.orderId).where(sql`${t.state} <> 'cancelled'`),
    index("deliveries_staff_idx").on(t.deliveryStaffId),
  ],
);

/**
 * A courier to book later (issue 24): a scheduled or event-date delivery accepted before its courier is due waits here
 * until `dueAt` (its promised time less the ride to the door and the partners' pickup lead). Whichever instance's watch
 * claims it first (a conditional update taking a short lease) books it; a restart keeps it, and a claim left by an
 * instance that died is taken again once its lease runs out.
 */
export const courierBookings = pgTable(
  "courier_bookings",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** An instance is booking it until then; null while nobody is. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    /** When the courier was asked for (done); null while it waits. */
    askedAt: timestamp("asked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("courier_bookings_due_idx").on(t.dueAt).where(sql`${t.askedAt} is null`)],
);
