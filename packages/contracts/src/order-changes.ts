/** A diner's changes to an order already placed: its instructions, a cancel, a tip. */
import { z } from "zod";
import { NOTE_LIMITS } from "./form-texts";
import { orderIdSchema } from "./orders";
import { checkTipRequest, tipRequestFields } from "./tips";

/** PUT /order/update/customer: change instructions before the restaurant accepts, or cancel. */
export const orderUpdateRequestSchema = z
  .object({
    orderId: orderIdSchema,
    orderInstruction: z.string().trim().max(NOTE_LIMITS.orderNote).optional(),
    deliveryInstruction: z.string().trim().max(NOTE_LIMITS.orderNote).optional(),
    cancel: z.literal(true).optional(),
  })
  .refine((r) => r.cancel || r.orderInstruction !== undefined || r.deliveryInstruction !== undefined, "Nothing to update");

/** PUT /order/v2/customer/add-tip */
export const addTipRequestSchema = z.object({ orderId: orderIdSchema, ...tipRequestFields }).superRefine(checkTipRequest);
