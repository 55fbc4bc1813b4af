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

export const FEEDBACK_LIMITS = { minStars: 1, maxStars: 5, maxText: 1000, maxAnswers: 20, minReply: 2, maxReply: 500 } as const;

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
  /** 404: another restaurant's feedback is none either. */
  noFeedback: "No such feedback at your restaurant",
  /** 409: one reply per feedback, so the diner gets one text. */
  alreadyReplied: "This feedback already has a reply. The diner was texted it once.",
} as const;

export const FEEDBACK_TEXTS = {
  /** The card's words when a restaurant has no answers yet. */
  noRatings: "New",
  heading: "How was your order?",
  thanks: "Thank you for your feedback",
  /** The SMS with a manager's reply. */
  replySms: (restaurant: string, reply: string) => `${restaurant} replied to your feedback: ${reply}`,
  replyLabel: "Reply to the diner",
  replySent: "Reply sent to the diner by SMS",
  replyFailed: "The reply could not be sent. Please try again.",
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
/** A manager's reply to a feedback (texted to the diner once), with who and when. */
export const feedbackReplySchema = z.object({ text: z.string(), at: z.string(), by: z.string() });
/** A feedback as staff see it: with its reply, or null. */
export const staffGivenFeedbackSchema = givenFeedbackSchema.extend({ reply: feedbackReplySchema.nullable() });
export type StaffGivenFeedback = z.infer<typeof staffGivenFeedbackSchema>;
export const staffFeedbackSchema = z.object({
  locationId: z.number().int(),
  rating: z.number(),
  ratingCount: z.number().int(),
  feedback: z.array(staffGivenFeedbackSchema),
});

/** POST /staff/feedback/{id}/reply: a manager's reply, texted to the diner; one per feedback (a second is 409). */
export const feedbackParamsSchema = z.object({ id: z.string().uuid(FEEDBACK_REFUSALS.noFeedback) });
export const replyToFeedbackSchema = z.object({
  reply: z
    .string({ message: "Write a reply" })
    .trim()
    .min(FEEDBACK_LIMITS.minReply, "Write a reply")
    .max(FEEDBACK_LIMITS.maxReply, `Keep it under ${FEEDBACK_LIMITS.maxReply} characters`),
});
export type ReplyToFeedback = z.infer<typeof replyToFeedbackSchema>;

/** The house questions every restaurant asks until its staff change them (migration 0009 and the seed write them). */
export const DEFAULT_FEEDBACK_QUESTIONS: readonly { kind: FeedbackQuestionKind; prompt: string; required: boolean }[] = [
  { kind: "rating", prompt: "How was your order overall?", required: true },
  { kind: "rating", prompt: "How was the food?", required: false },
  { kind: "rating", prompt: "How was the service?", required: false },
  { kind: "text", prompt: "Anything you would like to tell the restaurant?", required: false },
];
