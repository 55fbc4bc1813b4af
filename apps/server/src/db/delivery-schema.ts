/**
 * Delivery (issue 14): a diner's saved addresses, the couriers asked for each delivery order (one row per partner
 * tried), and the sandbox partners' own store (in a real deployment that lives at DoorDash, Dunzo…, not here).
 */
import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { customers } from "./accounts-schema";
import { orders } from "./orders-schema";

export const addresses = pgTable(
  "addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    tag: text("tag", { enum: ["Custom", "Home", "Work", "Business"] })
      .notNull()
      .default("Custom"),
    addressLine1: text("address_line1").notNull(),
    addressLine2: text("address_line2"),
    addressLine3: text("address_line3"),
    city: text("city"),
    postalCode: text("postal_code"),
    /** The pin the diner placed: the drop-off point. */
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("addresses_customer_idx").on(t.customerId, t.createdAt),
    // At most one default per diner.
    uniqueIndex("addresses_one_default_idx").on(t.customerId).where(sql`${t.isDefault}`),
  ],
);

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

/**
 * The sandbox partners' store: quotes and deliveries they accepted. A courier's whereabouts are a function of the
 * time since acceptance (and the pace), so they survive a restart and need no ticking to be right.
 */
export const sandboxDeliveries = pgTable(
  "sandbox_deliveries",
  {
    /** The partner's id: quote_… until accepted, then the delivery's. */
    id: text("id").primaryKey(),
    partner: text("partner").notNull(),
    /** quoted | accepted | cancelled */
    phase: text("phase").notNull(),
    /** Forkful's reference for it (the order id and attempt). */
    reference: text("reference").notNull(),
    pickupLat: doublePrecision("pickup_lat").notNull(),
    pickupLng: doublePrecision("pickup_lng").notNull(),
    dropLat: doublePrecision("drop_lat").notNull(),
    dropLng: doublePrecision("drop_lng").notNull(),
    /** The drop-off as written: test addresses choose failures. */
    dropText: text("drop_text").notNull(),
    fee: integer("fee").notNull(),
    currency: text("currency").notNull(),
    courierName: text("courier_name"),
    courierPhone: text("courier_phone"),
    vehicle: text("vehicle"),
    staffId: text("staff_id"),
    /** How much faster than real time the courier moves (configuration; tests speed it up). */
    pace: doublePrecision("pace").notNull().default(1),
    /** The last state told to Forkful's webhook. */
    notifiedState: text("notified_state"),
    cancelReason: text("cancel_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [index("sandbox_deliveries_live_idx").on(t.phase, t.acceptedAt), index("sandbox_deliveries_reference_idx").on(t.reference)],
);
