/**
 * One ETA for a delivery order (issue 24): before a courier is assigned, the time the order promised (its ETA, or the
 * time it was scheduled for); once one is, the courier's live ETA, then "arriving" once that time is reached, and
 * "here" at the door. The tracker's header says this; the courier card says where, never a second time.
 */
import { type CourierPosition, DELIVERY_STATES, type DeliveryState } from "./delivery";
import { OrderStatus } from "./order-status";
import type { Order } from "./orders";

export type DeliveryArrival =
  /** No courier yet: the order's own promise (ISO). */
  | { kind: "promised"; at: string | null }
  /** The courier's ETA at the door (ISO), still ahead. */
  | { kind: "courier"; at: string }
  /** A courier is on the way and its ETA is due (or not told yet). */
  | { kind: "arriving" }
  /** At the door. */
  | { kind: "here" };

export const DELIVERY_ARRIVAL_TEXTS = {
  around: (clock: string) => `Arriving around ${clock}`,
  arriving: "Your courier is arriving",
  here: "Your courier is here",
  /** The courier card's "where": to the door of the order's address. */
  toYourDoor: "To your door",
} as const;

type ArrivalFields = Pick<Order, "orderType" | "status" | "etaTime" | "scheduledAt" | "orderTimeASAP" | "delivery">;

const stepOf = (state: DeliveryState) => DELIVERY_STATES.indexOf(state);
/** From here on a courier is named and riding (to the restaurant, then to the door). */
const ASSIGNED = stepOf("enroute_to_pickup");

/** The courier's state now: a pushed point further along than the delivery as read tells the newer one (a courier only moves forward). */
export function courierStateNow(read: DeliveryState, pushed: CourierPosition | null): DeliveryState {
  return pushed && stepOf(pushed.state) > stepOf(read) ? pushed.state : read;
}

/**
 * Where a delivery order's arrival stands at `now` (ms), from the order as read and the courier's last pushed point
 * (its state and ETA are the newest). Null when there is nothing to promise: not a delivery, delivered, cancelled.
 */
export function deliveryArrival(order: ArrivalFields, pushed: CourierPosition | null, now: number): DeliveryArrival | null {
  if (order.orderType !== "delivery" || order.status === OrderStatus.Delivered) return null;
  const delivery = order.delivery;
  const live = delivery && delivery.state !== "cancelled" ? delivery : null;
  const state = live ? courierStateNow(live.state, pushed) : undefined;
  if (state === "delivered" || state === "cancelled") return null;
  if (order.status === OrderStatus.ValetReachedDestination || state === "arrived_at_dropoff") return { kind: "here" };
  if (!live || state === undefined || stepOf(state) < ASSIGNED) {
    const promised = order.orderTimeASAP ? order.etaTime : (order.scheduledAt ?? order.etaTime);
    return { kind: "promised", at: promised };
  }
  const fresh = pushed && pushed.at >= (live.courier?.at ?? "") ? pushed.eta : null;
  const eta = fresh ?? live.eta;
  return eta && Date.parse(eta) > now ? { kind: "courier", at: eta } : { kind: "arriving" };
}
