/**
 * What brings a diner back (issue 15): feedback on finished orders (and each restaurant's questions), short links,
 * campaigns and support requests. Event pages use the menu's event tables (schema.ts).
 */
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { customers } from "./accounts-schema";
import { orders } from "./orders-schema";
import { merchantLocations } from "./schema";

/** A restaurant's feedback questions, in the order asked; the first rating question is the overall one. */
export const feedbackQuestions = pgTable(
  "feedback_questions",
  {
    id: serial("id").primaryKey(),
    locationId: integer("location_id")
      .notNull()
      .references(() => merchantLocations.id),
    kind: text("kind", { enum: ["rating", "text"] }).notNull(),
    prompt: text("prompt").notNull(),
    required: boolean("required").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    active: boolean("active").notNull().default(true),
  },
  (t) => [index("feedback_questions_location_idx").on(t.locationId, t.sortOrder)],
);

export interface FeedbackAnswerRow {
  questionId: number;
  prompt: string;
  stars?: number;
  text?: string;
}

/** One feedback per order, by the order's diner. `rating` is the overall stars, averaged into the restaurant's rating. */
export const feedback = pgTable(
  "feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    locationId: integer("location_id")
      .notNull()
      .references(() => merchantLocations.id),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    rating: integer("rating"),
    answers: jsonb("answers").$type<FeedbackAnswerRow[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("feedback_order_idx").on(t.orderId), index("feedback_location_idx").on(t.locationId, t.createdAt)],
);

/** A short link: its id (always with a digit), the in-app path it opens, and until when. */
export const shortLinks = pgTable(
  "short_links",
  {
    id: text("id").primaryKey(),
    locationId: integer("location_id")
      .notNull()
      .references(() => merchantLocations.id),
    kind: text("kind", { enum: ["restaurant", "menu", "table", "campaign", "event"] }).notNull(),
    label: text("label"),
    target: text("target").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    visits: integer("visits").notNull().default(0),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("short_links_location_idx").on(t.locationId, t.createdAt)],
);

/** A campaign: dates (inclusive, in the restaurant's time zone), the dishes it promotes and/or an offer. */
export const campaigns = pgTable(
  "campaigns",
  {
    id: serial("id").primaryKey(),
    locationId: integer("location_id")
      .notNull()
      .references(() => merchantLocations.id),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    description: text("description").notNull().default(""),
    image: text("image"),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    itemIds: jsonb("item_ids").$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    offerText: text("offer_text"),
    couponCode: text("coupon_code"),
    menuType: text("menu_type", { enum: ["pickup", "delivery", "dinein"] })
      .notNull()
      .default("pickup"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("campaigns_location_idx").on(t.locationId, t.endsOn)],
);

/** A diner's support request to a restaurant, perhaps about an order; staff answer it (and the diner gets an SMS). */
export const supportRequests = pgTable(
  "support_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    locationId: integer("location_id")
      .notNull()
      .references(() => merchantLocations.id),
    orderId: uuid("order_id").references(() => orders.id),
    topic: text("topic", { enum: ["order", "payment", "delivery", "account", "other"] }).notNull(),
    message: text("message").notNull(),
    state: text("state", { enum: ["open", "answered", "closed"] })
      .notNull()
      .default("open"),
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: text("answered_by"),
    /** The diner's key for this request: a retry answers the same request. */
    requestKey: text("request_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("support_requests_customer_idx").on(t.customerId, t.createdAt),
    index("support_requests_location_idx").on(t.locationId, t.state, t.createdAt),
    uniqueIndex("support_requests_key_idx").on(t.customerId, t.requestKey),
  ],
);
