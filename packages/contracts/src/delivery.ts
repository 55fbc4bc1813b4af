/**
 * Delivery by courier partners (spec §1 DUNZO, SHADOWFAX, SIMPERY, DOORDASH; §3 quotation, tracking details, valet
 * location; §4 tracking outcomes; §5 quote validity and the floored tip; §7 the delivery calls). A delivery's life
 * uses DoorDash Drive v2's words; every partner's adapter maps its own onto them. The order follows the courier:
 * picked up → 14, at the door → 50, delivered → 15.
 */
import { z } from "zod";
import { DELIVERY_PARTNERS } from "./constants";
import { OrderStatus } from "./order-status";

export { DELIVERY_PARTNERS };
export type DeliveryPartner = (typeof DELIVERY_PARTNERS)[number];
export const deliveryPartnerSchema = z.enum(DELIVERY_PARTNERS, {
  message: "deliveryProviderId must be DUNZO, SHADOWFAX, SIMPERY or DOORDASH",
});

/** A delivery's states, in order (DoorDash Drive v2's delivery_status), then its end. */
export const DELIVERY_STATES = [
  "created",
  "confirmed",
  "enroute_to_pickup",
  "arrived_at_pickup",
  "picked_up",
  "enroute_to_dropoff",
  "arrived_at_dropoff",
  "delivered",
  "cancelled",
] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export const FINAL_DELIVERY_STATES: readonly DeliveryState[] = ["delivered", "cancelled"];

/** The partners' names as diners know them. */
export const DELIVERY_PARTNER_NAMES: Record<DeliveryPartner, string> = {
  DUNZO: "Dunzo",
  SHADOWFAX: "Shadowfax",
  SIMPERY: "Simpery",
  DOORDASH: "DoorDash",
};

export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  created: "Finding a courier",
  confirmed: "Finding a courier",
  enroute_to_pickup: "Courier on the way to the restaurant",
  arrived_at_pickup: "Courier at the restaurant",
  picked_up: "Courier picked up your order",
  enroute_to_dropoff: "Courier on the way to you",
  arrived_at_dropoff: "Your courier has arrived",
  delivered: "Delivered",
  cancelled: "Delivery cancelled",
};

/** The order status each courier step moves the order to (the rest leave it where the kitchen has it). */
export const ORDER_STATUS_OF_DELIVERY: Partial<Record<DeliveryState, number>> = {
  picked_up: OrderStatus.OutForDelivery,
  enroute_to_dropoff: OrderStatus.OutForDelivery,
  arrived_at_dropoff: OrderStatus.ValetReachedDestination,
  delivered: OrderStatus.Delivered,
};

/** What the tracker says under status 50 (its §4 label reads "Out for Delivery", like 14). */
export const COURIER_ARRIVED_TEXT = "Your courier has arrived";

/**
 * A courier is asked for once the restaurant accepts an ASAP delivery order (a later one: shortly before its time);
 * the tracker's courier position is this fresh.
 */
export const COURIER_POSITION_EVERY_MS = 2_000;
/** Forkful tries each of the restaurant's partners at most once per order before giving up. */
export const DELIVERY_TEXTS = {
  chargeFailed: "The delivery charge couldn't be loaded. Please Try Again",
  quoteInvalid: "This partner cannot deliver to this address",
  noPartner: "No courier partner can take this delivery right now. The restaurant will call you.",
  notDelivery: "This order is not a delivery",
  noDeliveryYet: "A courier has not been asked for yet",
  trackingFailed: "Courier tracking is not available right now",
  valetLocationFailed: "The courier's location couldn't be loaded",
  noSuchCourier: "No such courier",
  notYourDelivery: "This delivery belongs to another diner",
  partnerNotUsed: "This restaurant does not deliver with that partner",
  badSignature: "The webhook signature does not match",
  unknownDelivery: "No such delivery",
  noSuchRestaurant: "No such locationId",
  beforeCourier: "A courier is asked for once the restaurant accepts your order",
  /** A delivery for later (issue 24): its courier is booked shortly before, not when the restaurant accepts it. */
  courierLater: "A courier is booked shortly before your delivery time",
  /** The same, once the restaurant accepted it and the time is known ("Tue, Nov 24, 5:40 PM"). */
  courierBookedAround: (when: string) => `Your courier will be booked around ${when}, in time to bring your order.`,
  redispatched: (partner: string) => `The first courier could not take it; ${partner} is bringing your order.`,
} as const;

const contactSchema = z.object({
  name: z.string().trim().max(120).optional(),
  phone: z.string().trim().max(20).optional(),
});
const placeDetailsSchema = contactSchema.extend({
  address: z.string().trim().max(400).optional(),
  lat: z.number().min(-90, "lat must be between -90 and 90").max(90, "lat must be between -90 and 90"),
  lng: z.number().min(-180, "lng must be between -180 and 180").max(180, "lng must be between -180 and 180"),
});

/**
 * POST /delivery/quote?deliveryProviderId= . The pickup is always the restaurant's own point (pickupDetails is only
 * its contact); without deliveryProviderId Forkful quotes every partner the restaurant uses and answers the best.
 */
export const deliveryQuoteQuerySchema = z.object({ deliveryProviderId: deliveryPartnerSchema.optional() });
export const deliveryQuoteRequestSchema = z.object({
  locationId: z.number().int().positive().max(2_147_483_647, "No such locationId"),
  deliveryProviderId: deliveryPartnerSchema.optional(),
  pickupDetails: contactSchema.extend({ address: z.string().trim().max(400).optional() }).optional(),
  dropDetails: placeDetailsSchema,
  receiverDetails: contactSchema.optional(),
  senderDetails: contactSchema.optional(),
  /** Spec §5: floored to a whole amount (minor units). */
  tip: z
    .number()
    .min(0, "tip must not be negative")
    .max(1_000_000, "tip is too large")
    .default(0)
    .transform((tip) => Math.floor(tip)),
  /** The cart's subtotal (minor units), so the answer can say the fee the diner pays and the minimum. */
  subtotal: z.number().int().min(0).max(100_000_000).optional(),
});

export const deliveryQuoteSchema = z.object({
  deliveryProviderId: deliveryPartnerSchema,
  /** What the partner charges the restaurant (minor units); a quote is valid only when it is 0 or more (spec §5). */
  estimatedPrice: z.number().int(),
  currency: z.enum(["USD", "INR"]),
  /** Minutes to the door from now, by the partner's estimate. */
  etaMinutes: z.number().int(),
  expiresAt: z.string(),
  valid: z.boolean(),
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;

export const deliveryQuoteAnswerSchema = deliveryQuoteSchema.extend({
  /** What the diner pays for delivery (the restaurant's fee band; 0 above free delivery), null outside the area. */
  deliveryFee: z.number().int().nullable(),
  distanceKm: z.number(),
  inArea: z.boolean(),
  minimumOrder: z.number().int(),
  /** Why this address cannot be delivered to, in the diner's words; null when it can. */
  refusal: z.string().nullable(),
  /** Every partner's quote, best first. */
  quotes: z.array(deliveryQuoteSchema),
});
export type DeliveryQuoteAnswer = z.infer<typeof deliveryQuoteAnswerSchema>;

export const runnerSchema = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  vehicle: z.string().nullable(),
  deliveryStaffId: z.string(),
});
export type Runner = z.infer<typeof runnerSchema>;

/** Spec §4: "runner with tracking URL, runner only, eta only, or failure". */
export const TRACKING_OUTCOMES = ["runnerWithTrackingUrl", "runnerOnly", "etaOnly", "failure"] as const;

/** POST /delivery/status/v2 */
export const deliveryStatusRequestSchema = z.object({
  orderId: z.string({ message: "Order ID is required" }).uuid("Order ID is not valid"),
  deliveryProviderId: deliveryPartnerSchema.optional(),
});
export const trackingDetailsSchema = z.object({
  outcome: z.enum(TRACKING_OUTCOMES),
  deliveryProviderId: deliveryPartnerSchema.nullable(),
  state: z.enum(DELIVERY_STATES).nullable(),
  stateLabel: z.string(),
  runner: runnerSchema.nullable(),
  trackingUrl: z.string().nullable(),
  /** When the courier is expected at the door (ISO). */
  eta: z.string().nullable(),
  /** On failure: what went wrong, in the diner's words. */
  message: z.string().nullable(),
});
export type TrackingDetails = z.infer<typeof trackingDetailsSchema>;

/** GET /valet/getValetLocation?deliveryStaffId= */
export const valetLocationQuerySchema = z.object({
  deliveryStaffId: z.string({ message: DELIVERY_TEXTS.noSuchCourier }).trim().min(1, DELIVERY_TEXTS.noSuchCourier).max(80),
});
export const valetLocationSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  delivery_staff_id: z.string(),
  at: z.string(),
});

/** POST /delivery/webhooks/{partner}: what Forkful answers a partner's signed webhook. */
export const deliveryWebhookAnswerSchema = z.object({ received: z.literal(true) });

/** The courier's point as the order's event stream pushes it (event "courier"). */
export const courierPositionSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  at: z.string(),
  eta: z.string().nullable(),
  state: z.enum(DELIVERY_STATES),
});
export type CourierPosition = z.infer<typeof courierPositionSchema>;

/** The delivery as an order shows it (order.delivery). */
export const orderDeliverySchema = z.object({
  deliveryProviderId: deliveryPartnerSchema,
  state: z.enum(DELIVERY_STATES),
  stateLabel: z.string(),
  runner: runnerSchema.nullable(),
  trackingUrl: z.string().nullable(),
  eta: z.string().nullable(),
  courier: courierPositionSchema.nullable(),
  /** 1 for the first partner asked; more after a re-dispatch. */
  attempt: z.number().int(),
  /** A note for the diner (e.g. re-dispatched), or null. */
  note: z.string().nullable(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

export const DELIVERY_PARTNER_REFUSALS = {
  atLeastOne: "Choose at least one courier partner",
  eachOnce: "Name each partner once",
  notAvailable: (partner: string) => `${partner} is not available on this server`,
} as const;

/** GET /staff/delivery/partners: the partners the restaurant delivers with (in its order of preference) and those this server offers. */
export const staffDeliveryPartnersSchema = z.object({
  partners: z.array(deliveryPartnerSchema),
  available: z.array(deliveryPartnerSchema),
});

/** PUT /staff/delivery/partners (a manager): the partners to use, most preferred first; a tie between quotes goes to the first. */
export const chooseDeliveryPartnersRequestSchema = z.object({
  partners: z
    .array(deliveryPartnerSchema)
    .min(1, DELIVERY_PARTNER_REFUSALS.atLeastOne)
    .max(DELIVERY_PARTNERS.length, DELIVERY_PARTNER_REFUSALS.eachOnce)
    .refine((partners) => new Set(partners).size === partners.length, DELIVERY_PARTNER_REFUSALS.eachOnce),
});
