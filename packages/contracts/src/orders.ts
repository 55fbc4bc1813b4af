/** Cart, totals and order schemas: spec §3 "Cart", "Order state" and the order calls of §7. */
import { z } from "zod";
import { CURRENCIES } from "./constants";
import { couponAnswerSchema, couponCodeSchema } from "./coupon-verdict";
import { curbsideArrivalSchema } from "./curbside";
import { orderDeliverySchema } from "./delivery";
import { NOTE_LIMITS } from "./form-texts";
import { orderLatenessSchema } from "./late-orders";
import { menuTypeSchema } from "./merchants";
import * as limits from "./money-limits";
import { TIP_TYPES } from "./order-totals";
import { orderPaymentSchema } from "./payments";
import { toE164 } from "./phone";
import { tableTokenSchema } from "./table-tokens";
import { tabSchema } from "./tabs";
import { tipSchema } from "./tips";

/** Database ids are 32-bit: a larger number can name nothing. */
const MAX_DB_ID = 2_147_483_647;
export const dbIdSchema = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be a positive number`)
    .max(MAX_DB_ID, `No such ${name}`);
const locationIdSchema = dbIdSchema("locationId");
export const orderIdSchema = z.string({ message: "Order ID is required" }).uuid("Order ID is not valid");

export const cartOptionSchema = z.object({
  modifierOptionId: dbIdSchema("modifierOptionId"),
  quantity: z.coerce.number().int().min(1).max(10).default(1),
});

/** One cart line. quantity may arrive as a string (spec §3). */
export const cartLineSchema = z.object({
  itemId: dbIdSchema("itemId"),
  quantity: z.coerce
    .number({ message: "quantity must be a number" })
    .int("quantity must be whole")
    .min(1, "quantity must be at least 1")
    .max(limits.MAX_LINE_QUANTITY, limits.LINE_QUANTITY_TOO_LARGE),
  options: z.array(cartOptionSchema).max(30).default([]),
  comment: z.string().trim().max(NOTE_LIMITS.itemNote, `A comment may have ${NOTE_LIMITS.itemNote} characters`).optional(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

const redeemWalletSchema = z.number().int().min(0).max(limits.MAX_ORDER_AMOUNT, limits.amountTooLargeText("redeemWallet")).default(0);
export const itemsSchema = z.array(cartLineSchema).min(1, "The cart is empty").max(limits.MAX_CART_LINES, limits.CART_TOO_LONG);

/** POST /order/customer/totals */
export const totalsRequestSchema = z.object({
  locationId: locationIdSchema,
  orderType: menuTypeSchema,
  items: itemsSchema,
  tip: tipSchema.optional(),
  /** minor units of wallet balance to use */
  redeemWallet: redeemWalletSchema,
  customerId: z.string().uuid().nullable().optional(),
  /** Prices an event-date cart against the event's menu. */
  eventSlug: z.string().trim().min(1).max(120).optional(),
  /** A coupon typed at checkout: the answer says what it takes off, or why it does not apply. */
  couponCode: couponCodeSchema.optional(),
  /** A delivery's pin (issue 14): the fee is its distance band's, and a pin outside the area is refused. */
  address: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
});
export type TotalsRequest = z.infer<typeof totalsRequestSchema>;

export const pricedOptionSchema = z.object({
  modifierOptionId: z.number().int(),
  optionName: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
});
export const orderLineSchema = z.object({
  itemId: z.number().int(),
  itemName: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  options: z.array(pricedOptionSchema),
  subtotal: z.number().int(),
  comment: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const totalsSchema = z.object({
  subtotal: z.number().int(),
  tax: z.number().int(),
  deliveryFee: z.number().int(),
  tip: z.number().int(),
  discount: z.number().int(),
  isDiscountApplied: z.boolean(),
  walletRedeemed: z.number().int(),
  total: z.number().int(),
});

export const totalsAnswerSchema = z.object({
  currency: z.enum(CURRENCIES),
  lines: z.array(orderLineSchema),
  totals: totalsSchema,
  suggestedTips: z.array(z.object({ percent: z.number(), amount: z.number().int() })),
  minimumOrder: z.number().int(),
  /** The caller's wallet balance usable on this order (minor units); null when signed out or in another currency. */
  walletBalance: z.number().int().nullable(),
  /** The verdict on the request's coupon (its discount is in totals.discount only when SUCCESS); null without one. */
  coupon: couponAnswerSchema.nullable(),
});
export type TotalsAnswer = z.infer<typeof totalsAnswerSchema>;

export const deliveryAddressSchema = z.object({
  addressLine1: z.string().trim().min(3, "Enter the street address").max(NOTE_LIMITS.addressLine),
  addressLine2: z.string().trim().max(NOTE_LIMITS.addressLine).optional(),
  addressLine3: z.string().trim().max(NOTE_LIMITS.addressLine).optional(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/** POST /order/customer/createOrder */
export const createOrderRequestSchema = z
  .object({
    /** The same key always answers the same order: a retry, double click or reload never orders twice. */
    idempotencyKey: z.string({ message: "idempotencyKey is required" }).uuid("idempotencyKey must be a UUID"),
    locationId: locationIdSchema,
    orderType: menuTypeSchema,
    items: itemsSchema,
    tip: tipSchema.optional(),
    redeemWallet: redeemWalletSchema,
    customerId: z.string().uuid().nullable().optional(),
    fullName: z.string().trim().min(2, "Enter your full name").max(80),
    /** Optional at a table only: diners there are known by name (a tab's later rounds never ask again). */
    phone: z.string().max(24).default(""),
    countryCode: z.enum(["+1", "+91"]).default("+1"),
    email: z.union([z.literal(""), z.string().trim().toLowerCase().email("Enter a valid email")]).optional(),
    comment: z.string().trim().max(NOTE_LIMITS.orderNote).optional(),
    orderInstruction: z.string().trim().max(NOTE_LIMITS.orderNote).optional(),
    deliveryInstruction: z.string().trim().max(NOTE_LIMITS.orderNote).optional(),
    orderTimeASAP: z.boolean().default(true),
    /** The chosen slot's start, when not ASAP. */
    scheduledAt: z.iso.datetime({ offset: true, message: "scheduledAt must be an ISO date-time" }).optional(),
    eventSlug: z.string().trim().min(1).max(120).optional(),
    eventSlotId: dbIdSchema("eventSlotId").optional(),
    tableId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{1,20}$/, "tableId is not valid")
      .optional(),
    /** Dine-in: the token of the table's QR code (decision 028); without the table's current one the order is refused. */
    tableToken: tableTokenSchema.optional(),
    address: deliveryAddressSchema.optional(),
    deviceId: z.string().max(100).optional(),
    staffId: z.string().max(100).nullable().optional(),
    /** Dine-in: the table's tab to add this round to (the table order view's "Order more"); refused if it has closed. */
    orderId: orderIdSchema.optional(),
    /** Redeemed with the order, or the order is not placed (409 with the reason). */
    couponCode: couponCodeSchema.optional(),
  })
  .transform((value, ctx) => {
    const nameOnly = value.orderType === "dinein" && value.phone.trim() === "";
    const phone = nameOnly ? "" : toE164(value.phone, value.countryCode);
    if (phone === null) ctx.addIssue({ code: "custom", path: ["phone"], message: "Enter a valid mobile number" });
    if (!value.orderTimeASAP && !value.scheduledAt && !value.eventSlotId)
      ctx.addIssue({ code: "custom", path: ["scheduledAt"], message: "Choose a time" });
    if (value.orderType === "delivery" && !value.address)
      ctx.addIssue({ code: "custom", path: ["address"], message: "A delivery needs an address" });
    if (value.orderType === "dinein" && !value.tableId)
      ctx.addIssue({ code: "custom", path: ["tableId"], message: "A dine-in order needs a table" });
    if (value.eventSlug && !value.eventSlotId) ctx.addIssue({ code: "custom", path: ["eventSlotId"], message: "Choose an event slot" });
    if (value.eventSlotId && !value.eventSlug)
      ctx.addIssue({ code: "custom", path: ["eventSlug"], message: "An event slot needs its event" });
    if (value.orderId && value.orderType !== "dinein")
      ctx.addIssue({ code: "custom", path: ["orderId"], message: "Only a table's tab takes more rounds" });
    return { ...value, phone: phone ?? value.phone, email: value.email || undefined };
  });
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

export const statusEventSchema = z.object({
  status: z.number().int(),
  label: z.string(),
  at: z.string(),
  /** Set on a tracker's event when the move changed the order's promised time (accepted with a prep time): its new etaTime. */
  etaTime: z.string().optional(),
  /** Set on a tracker's event when the restaurant cancelled the order: why. */
  cancelReason: z.string().optional(),
  /** Set when the order runs late (issue 26): its trackers show the note and read the order again. */
  runningLate: z.literal(true).optional(),
});
export type StatusEvent = z.infer<typeof statusEventSchema>;

/** An order tracker's "queue" event: the order's place in its restaurant's queue (null: not queued). */
export const queuePlaceEventSchema = z.object({ place: z.number().int().positive().nullable() });
export type QueuePlaceEvent = z.infer<typeof queuePlaceEventSchema>;

/** A dish of a placed order: its line, the round (sortOrder) it came in, who ordered it and where the kitchen is. */
export const orderItemSchema = orderLineSchema.extend({
  lineId: z.number().int(),
  sortOrder: z.number().int(),
  dinerId: z.string().nullable(),
  dinerName: z.string().nullable(),
  /** null: sent to the kitchen; 41 in preparation; 42 ready; 59 served. */
  itemStatus: z.number().int().nullable(),
  itemStatusLabel: z.string(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  locationId: z.number().int(),
  locationSlug: z.string(),
  merchantType: z.string(),
  branchName: z.string(),
  locationPhone: z.string(),
  /** The restaurant's time zone, for showing times as the restaurant sees them. */
  timeZone: z.string(),
  currency: z.enum(CURRENCIES),
  orderType: menuTypeSchema,
  orderTypeId: z.number().int(),
  status: z.number().int(),
  /** What the diner reads: the status's label, or "In Queue" while paid or to be paid at the counter and not yet accepted. */
  statusLabel: z.string(),
  paymentStatus: z.number().int().nullable(),
  /**
   * In Queue (an order for now): its place among the restaurant's queued orders for now, by when they were placed (1:
   * none ahead of it); null for any other order.
   */
  queuePlace: z.number().int().positive().nullable(),
  customerId: z.string().nullable(),
  fullName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  items: z.array(orderItemSchema),
  totals: totalsSchema,
  tipType: z.enum(TIP_TYPES),
  orderTimeASAP: z.boolean(),
  scheduledAt: z.string().nullable(),
  eventSlug: z.string().nullable(),
  eventSlot: z.string().nullable(),
  tableId: z.string().nullable(),
  address: deliveryAddressSchema.nullable(),
  comment: z.string().nullable(),
  orderInstruction: z.string().nullable(),
  deliveryInstruction: z.string().nullable(),
  /** The restaurant's local date, YYYY-MM-DD */
  orderDate: z.string(),
  /** The instant the order was placed */
  orderTime: z.string(),
  etaTime: z.string().nullable(),
  splitId: z.string().nullable(),
  transactionId: z.string().nullable(),
  sortOrder: z.number().int().nullable(),
  history: z.array(statusEventSchema),
  /** The coupon redeemed on this order and its discount (part of totals.discount). */
  coupon: z.object({ couponCode: z.string(), amount: z.number().int() }).nullable(),
  /** Item offers applied to this order and their discounts (part of totals.discount). */
  offers: z.array(z.object({ offerId: z.number().int(), title: z.string(), amount: z.number().int() })),
  /** The order's live payment (the latest that was not cancelled), if any. */
  payment: orderPaymentSchema.nullable(),
  /** When this unpaid order will be released (ISO); null once paid, when paying at the restaurant, or when finished. */
  paymentDueAt: z.string().nullable(),
  /** When the order was released because nobody paid it (ISO), else null. */
  releasedUnpaidAt: z.string().nullable(),
  /** A table's tab (dine-in with a table): diners, rounds and the bill as split; null for every other order. */
  tab: tabSchema.nullable(),
  /** Spec §3 order state: where a delivery starts (the restaurant) and ends (the pin); null when not a delivery. */
  sourceLat: z.number().nullable(),
  sourceLon: z.number().nullable(),
  destinationLat: z.number().nullable(),
  destinationLon: z.number().nullable(),
  /** The drop-off's distance from the restaurant (km), as priced; null when not a delivery. */
  deliveryDistanceKm: z.number().nullable(),
  /** The courier bringing a delivery (issue 14); null until one is asked for, and for other orders. */
  delivery: orderDeliverySchema.nullable(),
  /**
   * A delivery for later, accepted before its courier is due: when the courier will be booked (ISO; issue 24). Null
   * for an ASAP delivery, once the courier is asked for, and for other orders.
   */
  courierDueAt: z.string().nullable(),
  /** A pickup diner waiting outside ("I'm here"), else null. */
  arrival: curbsideArrivalSchema.nullable(),
  /** Why the restaurant cancelled the order (issue 26); null (or absent) otherwise. */
  cancelReason: z.string().nullable().optional(),
  /** Running late (issue 26): the first promise, the new time the diner was told, the credit; null (or absent) otherwise. */
  late: orderLatenessSchema.nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const ordersPageSchema = z.object({
  content: z.array(orderSchema),
  totalElements: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type OrdersPage = z.infer<typeof ordersPageSchema>;
