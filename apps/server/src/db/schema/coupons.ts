/** The coupons tables (owned by the coupons module; only its repositories query them). Money is integer minor units. */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { menuItems } from "./menu";
import { merchantLocations } from "./merchants";
import { orders } from "./orders";

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
