/** The orders tables (owned by the orders module; only its repositories query them). Money is integer minor units. */
import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { customers } from "./customers";
import { menuItems } from "./menu";
import { merchantLocations } from "./merchants";

/** The next short order number of each location. */
export const orderCounters = pgTable("order_counters", {
  locationId: integer("location_id")
    .primaryKey()
    .references(() => merchantLocations.id),
  next: integer("next").notNull(),
});

export interface OrderAddress {
  addressLine1: string;
  addressLine2?: string;
  addressLine3?: string;
  lat: number;
  lng: number;
}

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderNumber: text("order_number").notNull(),
    idempotencyKey: uuid("idempotency_key").notNull(),
    /** A hash of the placing request: the same key with another request is refused. */
    requestHash: text("request_hash").notNull(),
    locationId: integer("location_id")
      .notNull()
      .references(() => merchantLocations.id),
    orderType: text("order_type", { enum: ["pickup", "delivery", "dinein"] }).notNull(),
    orderTypeId: integer("order_type_id").notNull(),
    status: integer("status").notNull(),
    paymentStatus: integer("payment_status"),
    customerId: uuid("customer_id").references(() => customers.id),
    fullName: text("full_name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    currency: text("currency", { enum: ["USD", "INR"] }).notNull(),
    subtotal: integer("subtotal").notNull(),
    tax: integer("tax").notNull(),
    deliveryFee: integer("delivery_fee").notNull(),
    tip: integer("tip").notNull(),
    tipType: text("tip_type", { enum: ["FLATFEE", "PERCENTAGE"] }).notNull(),
    discount: integer("discount").notNull(),
    walletRedeemed: integer("wallet_redeemed").notNull(),
    total: integer("total").notNull(),
    orderTimeAsap: boolean("order_time_asap").notNull(),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    eventSlug: text("event_slug"),
    eventSlotId: integer("event_slot_id"),
    eventSlotLabel: text("event_slot_label"),
    tableId: text("table_id"),
    address: jsonb("address").$type<OrderAddress>(),
    comment: text("comment"),
    orderInstruction: text("order_instruction"),
    deliveryInstruction: text("delivery_instruction"),
    /** A delivery's drop-off distance from the restaurant (km), as priced. */
    deliveryDistanceKm: doublePrecision("delivery_distance_km"),
    /** Curbside pickup: the diner said "I'm here", with their car and spot. */
    arrivedAt: timestamp("arrived_at", { withTimezone: true }),
    arrivalCar: text("arrival_car"),
    arrivalSpot: text("arrival_spot"),
    /** The restaurant's local date of placing, YYYY-MM-DD. */
    orderDate: text("order_date").notNull(),
    etaAt: timestamp("eta_at", { withTimezone: true }),
    deviceId: text("device_id"),
    staffId: text("staff_id"),
    splitId: text("split_id"),
    transactionId: text("transaction_id"),
    sortOrder: integer("sort_order"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    /** Unpaid (and not to be paid at the restaurant) at this time, the order is released; set when placed. */
    paymentDueAt: timestamp("payment_due_at", { withTimezone: true }),
    /** When the order was released because nobody paid it. */
    releasedUnpaidAt: timestamp("released_unpaid_at", { withTimezone: true }),
    /** A table's tab (issue 13): open (takes rounds), settling (split), closed; null for every other order. */
    tabState: text("tab_state", { enum: ["open", "settling", "closed"] }),
    /** The check-in or reservation seated at the table when the tab opened: the tab is that party's. */
    bookingId: uuid("booking_id"),
  },
  (t) => [
    uniqueIndex("orders_idempotency_key_idx").on(t.idempotencyKey),
    index("orders_payment_due_idx").on(t.paymentDueAt),
    uniqueIndex("orders_location_number_idx").on(t.locationId, t.orderNumber),
    index("orders_customer_idx").on(t.customerId, t.createdAt),
    index("orders_phone_idx").on(t.phone, t.createdAt),
    index("orders_location_status_idx").on(t.locationId, t.status),
    /** The orders cancelled lately, for the money they may still owe (payments/owed-refunds.ts). */
    index("orders_status_updated_idx").on(t.status, t.updatedAt),
    /** One open (or settling) tab per table. */
    uniqueIndex("orders_one_open_tab_idx").on(t.locationId, t.tableId).where(sql`${t.tabState} in ('open', 'settling')`),
  ],
);

export interface OrderOption {
  modifierOptionId: number;
  optionName: string;
  price: number;
  quantity: number;
}

export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    itemId: integer("item_id")
      .notNull()
      .references(() => menuItems.id),
    itemName: text("item_name").notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
    options: jsonb("options").$type<OrderOption[]>().notNull(),
    subtotal: integer("subtotal").notNull(),
    taxRate: integer("tax_rate").notNull(),
    comment: text("comment"),
    sortOrder: integer("sort_order").notNull(),
    /** The tab round (spec sortOrder) the dish came in; 1 for every order that is not a tab. */
    roundNo: integer("round_no").notNull().default(1),
    /** Who at the table ordered it (tab_diners.id); null outside a tab. */
    dinerId: uuid("diner_id"),
    /** The kitchen: null sent, 41 in preparation, 42 ready, 59 served. */
    itemStatus: integer("item_status"),
    itemStatusAt: timestamp("item_status_at", { withTimezone: true }),
  },
  (t) => [index("order_items_order_idx").on(t.orderId)],
);

export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: serial("id").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    status: integer("status").notNull(),
    actor: text("actor").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** What the move said (issue 26): why the restaurant cancelled. */
    reason: text("reason"),
    /** What the move said (issue 26): the prep time given on accepting, in minutes. */
    prepMinutes: integer("prep_minutes"),
  },
  (t) => [index("order_status_history_order_idx").on(t.orderId, t.at)],
);
