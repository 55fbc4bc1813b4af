/** Staff kitchen calls (issue 13): the location's open tickets, and moving a dish or a whole ticket. JSON. */
import { z } from "zod";
import { orderIdSchema } from "./orders";

export const kitchenItemParamsSchema = z.object({ orderId: orderIdSchema, lineId: z.coerce.number().int().positive("No such dish") });
export const kitchenItemBodySchema = z.object({
  status: z.union([z.literal(41), z.literal(42), z.literal(59)], { message: "status must be 41, 42 or 59" }),
});
export const kitchenTicketParamsSchema = z.object({
  orderId: orderIdSchema,
  sortOrder: z.coerce.number().int().positive("No such round"),
});
export const kitchenTicketBodySchema = z.object({
  status: z.union([z.literal(43), z.literal(59)], { message: "status must be 43 or 59" }),
});

export const kitchenTicketSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  tableId: z.string().nullable(),
  sortOrder: z.number().int(),
  dinerName: z.string(),
  placedAt: z.string(),
  status: z.number().int().nullable(),
  statusLabel: z.string(),
  items: z.array(
    z.object({
      lineId: z.number().int(),
      itemName: z.string(),
      quantity: z.number().int(),
      options: z.array(z.string()),
      comment: z.string().nullable(),
      status: z.number().int().nullable(),
      statusLabel: z.string(),
    }),
  ),
});
export type KitchenTicket = z.infer<typeof kitchenTicketSchema>;
export const kitchenTicketsAnswerSchema = z.object({ tickets: z.array(kitchenTicketSchema) });

/** Who may move dishes and tickets: the kitchen, managers and owners (a host runs the floor, not the pass). */
export const KITCHEN_ROLES = ["manager", "owner", "kitchen"] as const;
/** The KOT call narrowed to a payment that is not of the order (404). */
export const KOT_REFUSALS = { noSuchTransaction: "This order has no such payment" } as const;
