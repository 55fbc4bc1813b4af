/** Payments, their audit trail, saved cards, coupons and item offers. Money is integer minor units. */

import { PAYMENT_TYPES } from "@forkful/contracts/constants";
import { PAYMENT_STATES } from "@forkful/contracts/payments";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { customers } from "./accounts-schema";
import { orders } from "./orders-schema";
import { menuItems, merchantLocations } from "./schema";
import { orderSplits } from "./tabs-schema";

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
  (t) => [index("payment_events_payment_idx").on(t.paymentId, t.at)],
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

export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    locationId: integer("location_id")
      .notNull()
      .references(() => merchantLocations.id),
    code: text("code").notNull(),
    description: text("description").notNull(),
    discountType: text("discount_type", { enum: ["PERCENTAGE", "FLAT"] }).notNull(),
    /** PERCENTAGE: basis points; FLAT: minor units */
    discountValue: integer("discount_value").notNull(),
    maxDiscount: integer("max_discount"),
    minimumOrder: integer("minimum_order").notNull().default(0),
    orderTypes: jsonb("order_types").$type<string[]>(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    perCustomerLimit: integer("per_customer_limit"),
    totalLimit: integer("total_limit"),
    /** Listed to diners at the payment step (a private code is only typed). */
    listed: integer("listed").notNull().default(1),
  },
  (t) => [uniqueIndex("coupons_location_code_idx").on(t.locationId, t.code)],
);

/** The coupon on an order: at most one per order. Counts towards limits while the order is not cancelled. */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id),
    customerId: uuid("customer_id"),
    phone: text("phone").notNull(),
    amount: integer("amount").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("coupon_redemptions_coupon_idx").on(t.couponId)],
);

export const itemOffers = pgTable(
  "item_offers",
  {
    id: serial("id").primaryKey(),
    locationId: integer("location_id")
      .notNull()
      .references(() => merchantLocations.id),
    itemId: integer("item_id")
      .notNull()
      .references(() => menuItems.id),
    title: text("title").notNull(),
    offerType: text("offer_type", { enum: ["BOGO", "PERCENT_OFF"] }).notNull(),
    /** PERCENT_OFF: basis points off the item */
    percentOff: integer("percent_off"),
    orderTypes: jsonb("order_types").$type<string[]>(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [index("item_offers_location_item_idx").on(t.locationId, t.itemId)],
);

export const orderOffers = pgTable(
  "order_offers",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    offerId: integer("offer_id")
      .notNull()
      .references(() => itemOffers.id),
    title: text("title").notNull(),
    amount: integer("amount").notNull(),
  },
  (t) => [uniqueIndex("order_offers_order_offer_idx").on(t.orderId, t.offerId)],
);
