/**
 * Feedback on a finished order (spec §2 /order/{orderId}/CD/feedbacks, §3 "feedback questions and submissions", §7
 * GET and POST /customer/feedback/v2, §8 "Failed submit" / "Feedback Submitted Successfully"). Each restaurant asks its
 * own questions: star ratings (1–5) and free text. The first rating question is the overall one; the restaurant's
 * average rating on its cards is the mean of those answers. One feedback per order, only by the order's diner.
 */
import { z } from "zod";
import { OrderStatus } from "./order-status";

export const FEEDBACK_QUESTION_KINDS = ["rating", "text"] as const;
export type FeedbackQuestionKind = (typeof FEEDBACK_QUESTION_KINDS)[number];

export const FEEDBACK_LIMITS = { minStars: 1, maxStars: 5, maxText: 1000, maxAnswers: 20 } as const;

/** Orders a diner can give feedback on: delivered, picked up, completed, served. */
export const FEEDBACK_ORDER_STATUSES: readonly number[] = [
  OrderStatus.Delivered,
  OrderStatus.PickedUp,
  OrderStatus.Complete,
  OrderStatus.Served,
  OrderStatus.ContactlessOrderServed,
];
export const canGiveFeedback = (status: number): boolean => FEEDBACK_ORDER_STATUSES.includes(status);

export const FEEDBACK_REFUSALS = {
  notYours: "Only the diner who placed this order can give feedback on it",
  notFinished: "You can give feedback once your order is delivered, picked up or served",
  alreadyGiven: "You have already given feedback on this order. Thank you!",
  unknownQuestion: "One of the answers is to a question this restaurant does not ask",
  missingAnswer: "Please answer every question marked required",
  wrongKind: "A star question needs stars, a text question needs text",
  noOrder: "No such order",
} as const;

export const FEEDBACK_TEXTS = {
  /** The card's words when a restaurant has no answers yet. */
  noRatings: "New",
  heading: "How was your order?",
  thanks: "Thank you for your feedback",
} as const;

const orderIdSchema = z.string().trim().min(1, "Order ID is required").max(64, "No such order");

/** GET /customer/feedback/v2?orderId= (the questions of that order's restaurant, and the feedback if already given). */
export const feedbackQuestionsQuerySchema = z.object({ orderId: orderIdSchema });

export const feedbackQuestionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(FEEDBACK_QUESTION_KINDS),
  prompt: z.string(),
  required: z.boolean(),
});
export type FeedbackQuestion = z.infer<typeof feedbackQuestionSchema>;

export const feedbackAnswerSchema = z.object({
  questionId: z.number().int().positive("questionId must be positive").max(2_147_483_647, "No such question"),
  stars: z
    .number()
    .int("Stars are a whole number")
    .min(FEEDBACK_LIMITS.minStars, `Choose ${FEEDBACK_LIMITS.minStars} to ${FEEDBACK_LIMITS.maxStars} stars`)
    .max(FEEDBACK_LIMITS.maxStars, `Choose ${FEEDBACK_LIMITS.minStars} to ${FEEDBACK_LIMITS.maxStars} stars`)
    .optional(),
  text: z.string().trim().max(FEEDBACK_LIMITS.maxText, `Keep it under ${FEEDBACK_LIMITS.maxText} characters`).optional(),
});
export type FeedbackAnswer = z.infer<typeof feedbackAnswerSchema>;

/** A feedback as given (the diner's own, or staff's list). */
export const givenFeedbackSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  locationId: z.number().int(),
  /** The overall stars (the first rating question's answer). */
  rating: z.number().int().nullable(),
  answers: z.array(feedbackAnswerSchema.extend({ prompt: z.string() })),
  customerName: z.string(),
  createdAt: z.string(),
});
export type GivenFeedback = z.infer<typeof givenFeedbackSchema>;

export const feedbackQuestionsSchema = z.object({
  orderId: z.string(),
  locationId: z.number().int(),
  restaurantName: z.string(),
  /** The restaurant's time zone (timeZoneCd): when feedback was given reads on its calendar. */
  timeZone: z.string(),
  /** Whether the order is finished, so feedback can be given now. */
  canGive: z.boolean(),
  questions: z.array(feedbackQuestionSchema),
  /** The feedback already given on this order, or null. */
  given: givenFeedbackSchema.nullable(),
});
export type FeedbackQuestions = z.infer<typeof feedbackQuestionsSchema>;

/** POST /customer/feedback/v2 (encoded as data, as §7 says: "data, submission"). */
export const submitFeedbackRequestSchema = z.object({
  orderId: orderIdSchema,
  answers: z.array(feedbackAnswerSchema).min(1, "Answer at least one question").max(FEEDBACK_LIMITS.maxAnswers, "Too many answers"),
});
export type SubmitFeedbackRequest = z.infer<typeof submitFeedbackRequestSchema>;

/** The answer: the feedback as stored, the §8 success text, and the restaurant's new average. */
export const submittedFeedbackSchema = z.object({
  feedback: givenFeedbackSchema,
  message: z.string(),
  restaurantRating: z.number(),
  ratingCount: z.number().int(),
});

/** GET /staff/feedback?limit=&before= : the staff member's restaurant's feedback, newest first, with its average. */
export const staffFeedbackQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.string().datetime({ message: "before must be a date-time" }).optional(),
});
export const staffFeedbackSchema = z.object({
  locationId: z.number().int(),
  rating: z.number(),
  ratingCount: z.number().int(),
  feedback: z.array(givenFeedbackSchema),
});

/** The house questions every restaurant asks until its staff change them (migration 0009 and the seed write them). */
export const DEFAULT_FEEDBACK_QUESTIONS: readonly { kind: FeedbackQuestionKind; prompt: string; required: boolean }[] = [
  { kind: "rating", prompt: "How was your order overall?", required: true },
  { kind: "rating", prompt: "How was the food?", required: false },
  { kind: "rating", prompt: "How was the service?", required: false },
  { kind: "text", prompt: "Anything you would like to tell the restaurant?", required: false },
];
