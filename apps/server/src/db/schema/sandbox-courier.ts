/** The sandbox-courier tables (owned by integrations/sandbox-courier). */
import { doublePrecision, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
