/**
 * The checkout form's schema. The schema is the contracts' createOrderRequestSchema applied to the request the cart and the answers
 * make, with the few checks that schema makes only once every field reads (the name and the mobile, the address and
 * the pin, the table, the time), each named for the field that shows it.
 */
import { AUTH_TEXTS, fullNameSchema } from "@forkful/contracts/auth";
import { MESSAGES } from "@forkful/contracts/messages";
import { createOrderRequestSchema, deliveryAddressSchema } from "@forkful/contracts/orders";
import { toE164 } from "@forkful/contracts/phone";
import { z } from "zod";
import type { CartState } from "../stores/cart-state";
import type { CheckoutCart, CheckoutValues } from "../stores/checkout-values";
import { type CreateOrderInput, isTableRound } from "./order-request";

/** The fields of the checkout form that can hold an error. */
export type CheckoutField = "fullName" | "phone" | "email" | "when" | "address" | "location" | "tableId" | "items";
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

const FIELD_OF_PATH: Record<string, CheckoutField> = {
  fullName: "fullName",
  phone: "phone",
  email: "email",
  scheduledAt: "when",
  eventSlotId: "when",
  tableId: "tableId",
  address: "address",
  items: "items",
};

const firstProblem = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

/**
 * The first problem of each field. The request's schema checks the mobile, the address and the time only once every
 * field reads, and as the order's (an address missing, not its street): those are asked of the answers first.
 */
function problemsOf(cart: CheckoutCart, request: CreateOrderInput): CheckoutErrors {
  const found: CheckoutErrors = {};
  const name = firstProblem(fullNameSchema, cart.fullName);
  if (name) found.fullName = name;
  const phoneOptional = isTableRound(cart) && (cart.tabOrderId !== null || !cart.phone.trim());
  if (!phoneOptional && !toE164(cart.phone, cart.countryCode)) found.phone = AUTH_TEXTS.invalidMobile;
  if (cart.currentOrderType === "delivery") {
    const street = firstProblem(deliveryAddressSchema.shape.addressLine1, cart.addressLine1);
    if (street) found.address = street;
    if (!cart.locationDetails) found.location = MESSAGES.deliveryNeedsLocation;
  }
  if (cart.currentOrderType === "dinein" && !cart.tableId) found.tableId = MESSAGES.dineInNeedsTable;
  if (cart.isEventDate && cart.eventSlotId === null) found.when = MESSAGES.chooseEventSlot;
  else if (!cart.isEventDate && !isTableRound(cart) && !cart.orderTimeASAP && !cart.selectedTimeSlot) found.when = MESSAGES.chooseTime;
  const parsed = createOrderRequestSchema.safeParse(request);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = FIELD_OF_PATH[String(issue.path[0])];
    if (field && !found[field] && !(field === "address" && found.location)) found[field] = issue.message;
  }
  return found;
}

export interface CheckoutSchemaContext {
  cart: CartState;
  /** The request the cart and these answers make (createOrderRequestOf, with the attempt's key and owner). */
  requestOf: (cart: CheckoutCart) => CreateOrderInput;
  /** The restaurant's refusal of the chosen delivery address, in its own words (shown where the pin is asked). */
  deliveryRefusal?: string | null;
}

/**
 * The checkout form's schema (useZodForm): the answers as they are, refused with each field's first problem. The
 * context is read when the form is checked (the cart and the delivery verdict change while the form stays).
 */
export function checkoutFormSchema(context: CheckoutSchemaContext) {
  return z.custom<CheckoutValues>().superRefine((values, ctx) => {
    const { cart, requestOf, deliveryRefusal } = context;
    const whole = { ...cart, ...values };
    const found = problemsOf(whole, requestOf(whole));
    if (deliveryRefusal && !found.location) found.location = deliveryRefusal;
    for (const [field, message] of Object.entries(found)) ctx.addIssue({ code: "custom", path: [field], message });
  });
}

/** Each field's problem under `schema` (empty when the answers are good to send). */
export function checkoutErrorsOf(schema: ReturnType<typeof checkoutFormSchema>, values: CheckoutValues): CheckoutErrors {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}
