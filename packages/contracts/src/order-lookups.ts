/** Looking orders up: one order by id, the caller's order lists, and the kitchen ticket (spec §7). */
import { z } from "zod";
import { ORDERS_PAGE_SIZE } from "./constants";
import { kitchenTicketSchema } from "./kitchen";
import { dbIdSchema, orderIdSchema, orderSchema } from "./orders";

const locationIdSchema = dbIdSchema("locationId");

/** POST /order/customer */
export const orderLookupRequestSchema = z.object({
  orderId: orderIdSchema,
  splitId: z.string().max(64).nullable().optional(),
  sortOrder: z.number().int().nullable().optional(),
  transactionId: z.string().max(64).nullable().optional(),
});

/** GET order/v2/getOrder?orderId= as the route takes it: a missing id answers exactly 'Order ID is required' (spec §5). */
export const getOrderQuerySchema = z.object({ orderId: z.string().optional() });
/** GET order/v2/getOrder?orderId= */
export const orderIdQuerySchema = z.object({
  orderId: z.string({ message: "Order ID is required" }).min(1, "Order ID is required").uuid("Order ID is not valid"),
});

/** The paged order lists: search 'customerId:{id}' or 'phone:{phone}' (spec §7). */
export const orderSearchSchema = z
  .string({ message: "search is required" })
  .regex(/^(customerId|phone):\S+$/, "search must be customerId:{id} or phone:{phone}");
export const ordersQuerySchema = z.object({
  search: orderSearchSchema,
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(ORDERS_PAGE_SIZE).default(ORDERS_PAGE_SIZE),
  sort: z.enum(["orderDate,desc", "orderTime,desc", "orderDate,asc", "orderTime,asc"]).default("orderTime,desc"),
});

/** GET /api/v2/customers/orders (JSON) */
export const customerOrdersQuerySchema = z.object({
  customerId: z.string().uuid("customerId is not valid"),
  locationId: locationIdSchema.optional(),
});
export const customerOrdersAnswerSchema = z.object({ orders: z.array(orderSchema) });
export type CustomerOrdersAnswer = z.infer<typeof customerOrdersAnswerSchema>;

/** POST /kot/v2/getKOTItemsBySortOrder */
export const kotRequestSchema = z.object({
  orderId: orderIdSchema,
  splitId: z.string().max(64).default(""),
  transactionId: z.string().max(64).nullable().optional(),
});
export const kotAnswerSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.number().int(),
  items: z.array(
    z.object({ itemName: z.string(), quantity: z.number().int(), options: z.array(z.string()), comment: z.string().nullable() }),
  ),
  /** One ticket per round (sortOrder), with where each dish is; a split or transaction narrows them to its dishes. */
  tickets: z.array(kitchenTicketSchema),
});
export type KotAnswer = z.infer<typeof kotAnswerSchema>;
