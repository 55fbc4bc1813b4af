/** The bills tables (owned by the bills module; only its repositories query them). Money is integer minor units. */
import type { SplitPartLine } from "@forkful/contracts/split-bill";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { customers } from "./customers";
import { orders } from "./orders";

/** A dish of a voided round, as it was ordered. */
export interface VoidedLine {
  itemId: number;
  itemName: string;
  quantity: number;
  subtotal: number;
  taxRate: number;
  dinerId: string | null;
}

/** A diner at a tab: the signed-in diner or guest session that ordered a round (guests by name only). */
export const tabDiners = pgTable(
  "tab_diners",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    name: text("name").notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("tab_diners_order_customer_idx").on(t.orderId, t.customerId)],
);

/** A round of a tab: one kitchen ticket (KOT). round_no is the spec's sortOrder, from 1 without gaps. */
export const orderRounds = pgTable(
  "order_rounds",
  {
    id: serial("id").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    roundNo: integer("round_no").notNull(),
    /** The same key always answers the same round: a retry or double click never orders twice. */
    idempotencyKey: uuid("idempotency_key").notNull(),
    requestHash: text("request_hash").notNull(),
    dinerId: uuid("diner_id")
      .notNull()
      .references(() => tabDiners.id),
    /** null: in the kitchen; 43 KOT ready; 59 every dish served. */
    ticketStatus: integer("ticket_status"),
    ticketStatusAt: timestamp("ticket_status_at", { withTimezone: true }),
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull(),
    /**
     * A round staff voided (placed in error): when, by whom ("staff:<id>"), why, and its dishes as they were; those
     * dishes leave order_items, so nothing that reads an order's dishes counts them.
     */
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidedBy: text("voided_by"),
    voidReason: text("void_reason"),
    voidedLines: jsonb("voided_lines").$type<VoidedLine[]>(),
  },
  (t) => [
    uniqueIndex("order_rounds_order_round_idx").on(t.orderId, t.roundNo),
    uniqueIndex("order_rounds_idempotency_key_idx").on(t.idempotencyKey),
  ],
);

/** A part of a split bill (splitId). A new split voids the parts of the last one; a paid part never changes. */
export const orderSplits = pgTable(
  "order_splits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    /** Which split of the bill this part belongs to (1, 2… as the diners split again). */
    planNo: integer("plan_no").notNull(),
    mode: text("mode", { enum: ["diner", "equal", "items"] }).notNull(),
    position: integer("position").notNull(),
    label: text("label").notNull(),
    dinerId: uuid("diner_id").references(() => tabDiners.id),
    lines: jsonb("lines").$type<SplitPartLine[]>().notNull(),
    subtotal: integer("subtotal").notNull(),
    tax: integer("tax").notNull(),
    tip: integer("tip").notNull(),
    /** How the part's tip was chosen by whoever pays it (issue 24); FLATFEE for a share of the bill's own tip. */
    tipType: text("tip_type", { enum: ["FLATFEE", "PERCENTAGE"] })
      .notNull()
      .default("FLATFEE"),
    discount: integer("discount").notNull(),
    walletRedeemed: integer("wallet_redeemed").notNull(),
    total: integer("total").notNull(),
    state: text("state", { enum: ["unpaid", "paid", "void"] }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("order_splits_order_idx").on(t.orderId, t.planNo, t.position),
    uniqueIndex("order_splits_plan_position_idx").on(t.orderId, t.planNo, t.position),
  ],
);
