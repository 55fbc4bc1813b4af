/**
 * Support requests (spec §1 "send a support request", §3 "support request (loading and success flags)", §7 POST
 * /support/createSupportRequest). A diner writes from the account, or about an order ("Get help with this order");
 * the restaurant's staff read and answer; the answer reaches the diner by SMS and on the request. Beyond the spec's
 * call: the diner's list, and the staff calls.
 */
import { z } from "zod";

export const SUPPORT_TOPICS = ["order", "payment", "delivery", "account", "other"] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];
export const SUPPORT_TOPIC_LABELS: Record<SupportTopic, string> = {
  order: "A problem with an order",
  payment: "Payment or refund",
  delivery: "Delivery",
  account: "My account",
  other: "Something else",
};

export const SUPPORT_STATES = ["open", "answered", "closed"] as const;
export type SupportState = (typeof SUPPORT_STATES)[number];
export const SUPPORT_STATE_LABELS: Record<SupportState, string> = {
  open: "Waiting for an answer",
  answered: "Answered",
  closed: "Closed",
};

export const SUPPORT_LIMITS = {
  minMessage: 10,
  maxMessage: 2000,
  maxAnswer: 1000,
  maxOpenPerDiner: 10,
  /** The most requests one list answers (the diner's, the restaurant's). */
  maxListed: 100,
  /** While a request waits for its answer, the diner's page asks for the list again this often (while in view). */
  waitingPollMs: 15_000,
} as const;

export const SUPPORT_TEXTS = {
  sent: "Your request is sent. The restaurant will answer here and by SMS.",
  failed: "Your request could not be sent. Please try again.",
  /** The SMS with staff's answer: "{restaurant} answered your request: {answer}". */
  answerSms: (restaurant: string, answer: string) => `${restaurant} answered your support request: ${answer}`,
  noRequests: "You have not asked for help yet.",
  listFailed: "Your requests could not be loaded.",
} as const;

export const SUPPORT_REFUSALS = {
  notYourOrder: "You can only ask for help with your own orders",
  needsRestaurant: "Choose the restaurant you need help with",
  noRestaurant: "No such restaurant",
  tooMany: `You have ${SUPPORT_LIMITS.maxOpenPerDiner} requests waiting for an answer. Please wait for those first.`,
  notFound: "No such support request at this restaurant",
  closed: "This request is closed",
} as const;

/** POST /support/createSupportRequest : about an order (its restaurant is the order's), or a restaurant. */
export const createSupportRequestSchema = z
  .object({
    customerId: z.string().uuid("customerId is not valid").optional(),
    topic: z.enum(SUPPORT_TOPICS, { message: "Choose a topic" }),
    message: z
      .string()
      .trim()
      .min(SUPPORT_LIMITS.minMessage, `Tell us a little more (at least ${SUPPORT_LIMITS.minMessage} characters)`)
      .max(SUPPORT_LIMITS.maxMessage, `Keep it under ${SUPPORT_LIMITS.maxMessage} characters`),
    orderId: z.string().trim().min(1).max(64).optional(),
    locationId: z.number().int().positive().max(2_147_483_647, SUPPORT_REFUSALS.noRestaurant).optional(),
    /** The diner's own key for this request: sending it again (a retry, a double click) answers the same request. */
    requestKey: z.string().trim().min(8).max(64).optional(),
  })
  .refine((r) => r.orderId || r.locationId, { message: SUPPORT_REFUSALS.needsRestaurant, path: ["locationId"] });
export type CreateSupportRequest = z.infer<typeof createSupportRequestSchema>;

export const supportRequestSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  locationId: z.number().int(),
  restaurantName: z.string(),
  /** The restaurant's time zone (timeZoneCd): the request's and the answer's times read on its clock. */
  timeZone: z.string(),
  orderId: z.string().nullable(),
  topic: z.enum(SUPPORT_TOPICS),
  message: z.string(),
  state: z.enum(SUPPORT_STATES),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

/** GET /support/requests?customerId= : the diner's requests, newest first. */
export const supportRequestsQuerySchema = z.object({ customerId: z.string().uuid("customerId is not valid").optional() });
export const supportRequestListSchema = z.array(supportRequestSchema);

/** GET /staff/support/requests?state= : the restaurant's requests, open first then newest. */
export const staffSupportQuerySchema = z.object({ state: z.enum(SUPPORT_STATES).optional() });
export const staffSupportRequestSchema = supportRequestSchema.extend({ customerName: z.string(), phone: z.string().nullable() });
export type StaffSupportRequest = z.infer<typeof staffSupportRequestSchema>;
export const staffSupportListSchema = z.array(staffSupportRequestSchema);

/** POST /staff/support/requests/{id}/answer */
export const supportParamsSchema = z.object({ id: z.string().uuid(SUPPORT_REFUSALS.notFound) });
export const answerSupportRequestSchema = z.object({
  answer: z.string().trim().min(2, "Write an answer").max(SUPPORT_LIMITS.maxAnswer, `Keep it under ${SUPPORT_LIMITS.maxAnswer} characters`),
  /** Close the request with this answer (no further answers). */
  close: z.boolean().default(false),
});
export type AnswerSupportRequest = z.infer<typeof answerSupportRequestSchema>;
