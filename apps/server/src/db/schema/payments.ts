/** The payments tables (owned by the payments module; only its repositories query them). Money is integer minor units. */
import { PAYMENT_TYPES } from "@forkful/contracts/constants";
import { PAYMENT_STATES } from "@forkful/contracts/payments";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { orderSplits } from "./bills";
import { customers } from "./customers";
import { orders } from "./orders";

/** One way of paying one order: a card transaction, a payment link, a UPI QR or pay at the location. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Insertion order: the newest payment of an order is its live one. */
    seq: serial("seq").notNull(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    /** The part of a split table bill this pays (order_splits.id); null for the whole order. */
    splitId: uuid("split_id").references(() => orderSplits.id),
    /** The key the transaction was started with: the same key answers the same transaction. */
    startKey: uuid("start_key").notNull(),
    paymentType: text("payment_type", { enum: PAYMENT_TYPES }).notNull(),
    state: text("state", { enum: PAYMENT_STATES }).notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency", { enum: ["USD", "INR"] }).notNull(),
    authorizedAmount: integer("authorized_amount").notNull().default(0),
    collectedAmount: integer("collected_amount").notNull().default(0),
    /** The key of the attempt in flight or last made (authorize, then collect). */
    attemptKey: uuid("attempt_key"),
    collectKey: uuid("collect_key"),
    /** The processor's id of the charge, link or UPI request. */
    processorRef: text("processor_ref"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    cardExpMonth: integer("card_exp_month"),
    cardExpYear: integer("card_exp_year"),
    savedCardId: uuid("saved_card_id"),
    linkUrl: text("link_url"),
    linkExpiresAt: timestamp("link_expires_at", { withTimezone: true }),
    upiUri: text("upi_uri"),
    upiSandboxUrl: text("upi_sandbox_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("payments_order_start_key_idx").on(t.orderId, t.startKey),
    index("payments_order_idx").on(t.orderId, t.seq),
    uniqueIndex("payments_processor_ref_idx").on(t.processorRef),
    /** At most one payment of an order (or of one part of its split bill) holds its money: nothing is charged twice. */
    uniqueIndex("payments_one_holding_idx")
      .on(t.orderId)
      .where(sql`${t.splitId} is null and ${t.state} in ('authorizing', 'authorized', 'collecting', 'collected')`),
    uniqueIndex("payments_one_holding_split_idx")
      .on(t.splitId)
      .where(sql`${t.splitId} is not null and ${t.state} in ('authorizing', 'authorized', 'collecting', 'collected')`),
    check("payments_collect_within_authorization", sql`${t.collectedAmount} <= greatest(${t.authorizedAmount}, ${t.amount})`),
  ],
);

/** What happened to a payment, in order: attempts, processor answers, callbacks (verified or refused). */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serial("id").primaryKey(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    kind: text("kind").notNull(),
    state: text("state", { enum: PAYMENT_STATES }).notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("payment_events_payment_idx").on(t.paymentId, t.at),
    /** The payments a kind of event was recorded on: refused refunds, retried (payments/owed-refunds.ts). */
    index("payment_events_kind_idx").on(t.kind, t.paymentId),
  ],
);

/** A card a customer saved: the processor's reusable payment method, never the card number or CVV. */
export const savedCards = pgTable(
  "saved_cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    /** The processor's reusable payment method id (pm_…). */
    paymentMethod: text("payment_method").notNull(),
    /** The processor's fingerprint of the card: one saved card per real card. */
    fingerprint: text("fingerprint").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    zipcode: text("zipcode"),
    streetNo: text("street_no"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("saved_cards_customer_fingerprint_idx").on(t.customerId, t.fingerprint)],
);
