/** Staff calls (beyond the spec): sign in and move orders through their states. JSON. */
import { z } from "zod";
import { OrderStatus } from "./order-status";
import { orderSchema } from "./orders";
import { STAFF_ROLES } from "./staff-tables";

/** How long the kitchen may say an accepted order needs (minutes). */
export const PREP_MINUTES = { min: 1, max: 240 } as const;
/** The longest reason a cancel may give (characters). */
export const CANCEL_REASON_MAX = 200;
/** The board's quick reasons for a cancel; any other short text is taken too ("Other": the manager types it). */
export const CANCEL_REASONS = ["Out of stock", "Kitchen closed", "Too busy"] as const;
/** 400 texts of a staff move's body. */
export const STAFF_MOVE_TEXTS = {
  prepMinutes: `A prep time is a whole number of minutes from ${PREP_MINUTES.min} to ${PREP_MINUTES.max}`,
  prepOnlyOnAccept: "A prep time is given only when accepting an order",
  reasonRequired: "Say why the order is cancelled",
  reasonTooLong: `Keep the reason under ${CANCEL_REASON_MAX} characters`,
  reasonOnlyOnCancel: "A reason is given only when cancelling an order",
} as const;

export const staffLoginBodySchema = z.object({
  userName: z.string({ message: "Enter your staff user name" }).trim().min(1, "Enter your staff user name").max(80),
  password: z.string({ message: "Enter your password" }).min(1, "Enter your password").max(128),
  /** An owner signs in at this one of their restaurants (default: their first); other roles at their own. */
  locationId: z.number({ message: "locationId must be a restaurant's number" }).int().positive().optional(),
});
export const staffLoginAnswerSchema = z.object({
  accessToken: z.string(),
  staff: z.object({ id: z.string(), name: z.string(), role: z.enum(STAFF_ROLES), locationId: z.number().int() }),
});
export type StaffLoginAnswer = z.infer<typeof staffLoginAnswerSchema>;
/**
 * PUT /staff/orders/{orderId}/status: the status to move to; accepting (11) may say how long the kitchen needs
 * (prepMinutes), cancelling (9) must say why (reason).
 */
export const staffStatusBodySchema = z
  .object({
    status: z.number().int().min(0).max(999),
    prepMinutes: z
      .number({ message: STAFF_MOVE_TEXTS.prepMinutes })
      .int(STAFF_MOVE_TEXTS.prepMinutes)
      .min(PREP_MINUTES.min, STAFF_MOVE_TEXTS.prepMinutes)
      .max(PREP_MINUTES.max, STAFF_MOVE_TEXTS.prepMinutes)
      .optional(),
    reason: z
      .string({ message: STAFF_MOVE_TEXTS.reasonRequired })
      .trim()
      .min(1, STAFF_MOVE_TEXTS.reasonRequired)
      .max(CANCEL_REASON_MAX, STAFF_MOVE_TEXTS.reasonTooLong)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.prepMinutes !== undefined && body.status !== OrderStatus.Accepted)
      ctx.addIssue({ code: "custom", path: ["prepMinutes"], message: STAFF_MOVE_TEXTS.prepOnlyOnAccept });
    const cancelling = body.status === OrderStatus.CancelledByMerchant;
    if (cancelling && body.reason === undefined)
      ctx.addIssue({ code: "custom", path: ["reason"], message: STAFF_MOVE_TEXTS.reasonRequired });
    if (!cancelling && body.reason !== undefined)
      ctx.addIssue({ code: "custom", path: ["reason"], message: STAFF_MOVE_TEXTS.reasonOnlyOnCancel });
  });
export type StaffStatusBody = z.infer<typeof staffStatusBodySchema>;
/** GET /staff/orders?status=2,3: the statuses to list, by code. */
export const staffOrdersQuerySchema = z.object({
  status: z
    .string()
    .regex(/^\d{1,3}(,\d{1,3}){0,20}$/, "status is a list of status codes")
    .optional(),
});
/** The order a staff call acts on. */
export const staffOrderParamsSchema = z.object({ orderId: z.string().uuid("Order ID is not valid") });
/** A part of a table's split bill a staff call acts on (PUT /staff/orders/{orderId}/splits/{splitId}/payment). */
export const staffSplitParamsSchema = staffOrderParamsSchema.extend({ splitId: z.string().uuid("splitId is not valid") });
/** Why staff cannot record a payment taken at the restaurant (409). */
export const COUNTER_REFUSALS = {
  noPaymentWaiting: "This order has no payment waiting at the counter",
  noPartPaymentWaiting: "This part of the bill has no payment waiting at the counter",
} as const;
/** Why staff may not move an order (403); the role's own refusals are STAFF_ROLE_REFUSALS. */
export const STAFF_ORDER_REFUSALS = {
  dinerOnly: "Only the diner can set this status",
  otherRestaurant: "This order belongs to another restaurant",
} as const;

/** Who made a move in an order's history: a staff member (with their name and role), the diner, a courier, or Forkful. */
export const historyActorSchema = z.object({
  kind: z.enum(["staff", "diner", "courier", "system"]),
  /** The staff member's id, name and role; null for anyone else (and for a staff account since removed: name, role). */
  staffId: z.string().nullable(),
  name: z.string().nullable(),
  role: z.enum(STAFF_ROLES).nullable(),
});
export type HistoryActor = z.infer<typeof historyActorSchema>;

/** One move of an order as staff see it: the status, when, who, and what the move said (a cancel's reason, a prep time). */
export const staffHistoryEntrySchema = z.object({
  status: z.number().int(),
  label: z.string(),
  at: z.string(),
  by: historyActorSchema,
  reason: z.string().nullable(),
  prepMinutes: z.number().int().nullable(),
});
export type StaffHistoryEntry = z.infer<typeof staffHistoryEntrySchema>;

/** GET /staff/orders/{orderId}: the order as its diner sees it, with its history as staff see it. */
export const staffOrderSchema = orderSchema.extend({
  timeline: z.array(staffHistoryEntrySchema),
  /** The prep time the restaurant gave when it accepted the order (minutes), if it gave one. */
  prepMinutes: z.number().int().nullable(),
  /** Why the restaurant cancelled the order, when it did. */
  cancelReason: z.string().nullable(),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;
