/** The feedback tables (owned by the feedback module; only its repositories query them). Money is integer minor units. */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { customers } from "./customers";
import { merchantLocations } from "./merchants";
import { orders } from "./orders";
import { staff } from "./staff";

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
    /** A manager's reply, texted to the diner once (issue 26): one per feedback. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    repliedBy: uuid("replied_by").references(() => staff.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("feedback_order_idx").on(t.orderId), index("feedback_location_idx").on(t.locationId, t.createdAt)],
);
