import {
  type CourierPosition,
  DELIVERY_PARTNER_NAMES,
  DELIVERY_STATE_LABELS,
  DELIVERY_STATES,
  DELIVERY_TEXTS,
  type DeliveryState,
  type Runner,
  type TrackingDetails,
} from "@forkful/contracts/delivery";
import { isCancelledOrder, OrderStatus } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";

/** What the tracker says about a delivery order's courier. */
export type CourierView =
  | { kind: "waiting" }
  | { kind: "finding" }
  | { kind: "failed"; message: string }
  | {
      kind: "courier";
      partner: string;
      stateLabel: string;
      runner: Runner | null;
      trackingUrl: string | null;
      eta: string | null;
      note: string | null;
      /** At the door (status 50 or the partner's arrived_at_dropoff). */
      arrived: boolean;
      delivered: boolean;
    };

/** The order's states in which the restaurant has not accepted it yet (a courier is asked for on acceptance). */
const BEFORE_ACCEPTANCE: readonly number[] = [OrderStatus.Created, OrderStatus.Modified];

/**
 * A delivery order's courier as the diner should read it: from the order (its latest delivery attempt), what
 * POST /delivery/status/v2 answered (its failure, a fresher runner) and the last courier point pushed (its state and
 * ETA are the newest). Null for other orders and for a cancelled order.
 */
export function courierView(order: Order, tracking: TrackingDetails | null, position: CourierPosition | null): CourierView | null {
  if (order.orderType !== "delivery" || isCancelledOrder(order.status)) return null;
  const delivery = order.delivery;
  if (tracking?.outcome === "failure" && tracking.message && tracking.message !== DELIVERY_TEXTS.noDeliveryYet)
    return { kind: "failed", message: tracking.message };
  // The latest attempt cancelled: no partner was left to hand it to.
  if (delivery?.state === "cancelled") return { kind: "failed", message: DELIVERY_TEXTS.noPartner };
  if (!delivery) return BEFORE_ACCEPTANCE.includes(order.status) ? { kind: "waiting" } : { kind: "finding" };

  const delivered = order.status === OrderStatus.Delivered || delivery.state === "delivered";
  // A courier only moves forward: a pushed point further along than the order as read tells the newer state.
  const ahead = position && !delivered && stepOf(position.state) > stepOf(delivery.state) ? position : null;
  const state = ahead?.state ?? delivery.state;
  const fresh = position && position.at >= (delivery.courier?.at ?? "") ? position : null;
  const arrived = !delivered && (order.status === OrderStatus.ValetReachedDestination || state === "arrived_at_dropoff");
  return {
    kind: "courier",
    partner: DELIVERY_PARTNER_NAMES[delivery.deliveryProviderId],
    stateLabel: ahead ? DELIVERY_STATE_LABELS[ahead.state] : delivery.stateLabel,
    runner: delivery.runner ?? tracking?.runner ?? null,
    trackingUrl: delivery.trackingUrl ?? tracking?.trackingUrl ?? null,
    // At the door there is nothing left to count down.
    eta: delivered || arrived ? null : (fresh?.eta ?? delivery.eta ?? tracking?.eta ?? null),
    note: delivery.note,
    arrived,
    delivered,
  };
}

const stepOf = (state: DeliveryState) => DELIVERY_STATES.indexOf(state);

/** A courier has been asked for, or is being: the restaurant accepted the delivery order. */
export function courierAskedFor(order: Order): boolean {
  return order.orderType === "delivery" && (order.delivery !== null || !BEFORE_ACCEPTANCE.includes(order.status));
}

/** A version of what the order says about its courier: tracking details are asked again when it changes. */
export function courierVersion(order: Order): string {
  const delivery = order.delivery;
  return `${order.status}:${delivery ? `${delivery.attempt}:${delivery.state}` : "none"}`;
}
