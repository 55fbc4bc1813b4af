/**
 * The restaurant's deliveries as its manager follows them (issue 26, beyond the spec, under /staff): each open delivery
 * with its partner, courier, state and ETA; a re-dispatch to the next partner while the food is still at the restaurant.
 */
import { z } from "zod";
import { DELIVERY_STATES, type DeliveryState, deliveryPartnerSchema } from "./delivery";

/** Once the courier has the food, asking another partner would send a second courier for nothing. */
export const NOT_REDISPATCHABLE: readonly DeliveryState[] = ["picked_up", "enroute_to_dropoff", "arrived_at_dropoff", "delivered"];

export const STAFF_DELIVERY_REFUSALS = {
  notDelivery: "This order is not a delivery",
  pickedUp: "The courier already has this order: it can no longer go to another partner",
  finished: "This order is finished: there is nothing to re-dispatch",
  notAccepted: "Accept this order first: its courier is asked for once it is accepted",
  /** Kept on the cancelled attempt and told to the partner. */
  redispatched: "Re-dispatched by the restaurant",
  noPartnerLeft: "No other courier partner the restaurant allows can take this delivery: call the diner",
} as const;

/** One open delivery (an accepted delivery order not yet finished) and its latest courier. */
export const staffDeliverySchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  fullName: z.string(),
  /** The order's own status and its words. */
  status: z.number().int(),
  statusLabel: z.string(),
  placedAt: z.string(),
  /** The partner of the latest attempt; null while no courier has been asked for. */
  partner: deliveryPartnerSchema.nullable(),
  partnerName: z.string().nullable(),
  state: z.enum(DELIVERY_STATES).nullable(),
  stateLabel: z.string(),
  courier: z.object({ name: z.string(), phone: z.string().nullable() }).nullable(),
  /** When the courier is expected at the door (ISO). */
  eta: z.string().nullable(),
  /** 1 for the first partner asked; more after each re-dispatch. */
  attempt: z.number().int(),
  /** A re-dispatch is still possible (the courier does not have the food yet). */
  mayRedispatch: z.boolean(),
});
export type StaffDelivery = z.infer<typeof staffDeliverySchema>;

/** GET /staff/deliveries: the open deliveries, the oldest order first. */
export const staffDeliveriesAnswerSchema = z.object({ deliveries: z.array(staffDeliverySchema) });

/** POST /staff/deliveries/{orderId}/redispatch */
export const staffDeliveryParamsSchema = z.object({ orderId: z.string().uuid("Order ID is not valid") });
