/** Staff calls (beyond the spec): sign in and move orders through their states. JSON. */
import { z } from "zod";
import { STAFF_ROLES } from "./staff-tables";

export const staffLoginBodySchema = z.object({
  userName: z.string({ message: "Enter your staff user name" }).trim().min(1, "Enter your staff user name").max(80),
  password: z.string({ message: "Enter your password" }).min(1, "Enter your password").max(128),
});
export const staffLoginAnswerSchema = z.object({
  accessToken: z.string(),
  staff: z.object({ id: z.string(), name: z.string(), role: z.enum(STAFF_ROLES), locationId: z.number().int() }),
});
export type StaffLoginAnswer = z.infer<typeof staffLoginAnswerSchema>;
export const staffStatusBodySchema = z.object({ status: z.number().int().min(0).max(999) });
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
