import { addressText } from "@forkful/contracts/addresses";
import {
  type CourierPosition,
  DELIVERY_PARTNER_NAMES,
  DELIVERY_STATE_LABELS,
  DELIVERY_TEXTS,
  type Runner,
  type TrackingDetails,
} from "@forkful/contracts/delivery";
import { courierStateNow } from "@forkful/contracts/delivery-arrival";
import { isCancelledOrder, OrderStatus } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";

/** What the tracker says about a delivery order's courier (never a time of arrival: the status line has the one ETA). */
export type CourierView =
  /** Before the restaurant accepts: when a courier will be asked for (at acceptance, or shortly before a later order's time). */
  | { kind: "waiting"; later: boolean }
  /** A later order, accepted: its courier is booked at `dueAt`. */
  | { kind: "scheduled"; dueAt: string }
  | { kind: "finding" }
  | { kind: "failed"; message: string }
  | {
      kind: "courier";
      partner: string;
      stateLabel: string;
      runner: Runner | null;
      trackingUrl: string | null;
      /** Where the courier brings it: the drop-off's address line. */
      where: string | null;
      note: string | null;
      /** At the door (status 50 or the partner's arrived_at_dropoff). */
      arrived: boolean;
      delivered: boolean;
    };

/** The order's states in which the restaurant has not accepted it yet (a courier is asked for on acceptance). */
const BEFORE_ACCEPTANCE: readonly number[] = [OrderStatus.Created, OrderStatus.Modified];

/**
 * A delivery order's courier as the diner should read it: from the order (its latest delivery attempt), what
 * POST /delivery/status/v2 answered (its failure, a fresher runner) and the last courier point pushed (its state is
 * the newest). Null for other orders and for a cancelled order.
 */
export function courierView(order: Order, tracking: TrackingDetails | null, position: CourierPosition | null): CourierView | null {
  if (order.orderType !== "delivery" || isCancelledOrder(order.status)) return null;
  const delivery = order.delivery;
  if (tracking?.outcome === "failure" && tracking.message && tracking.message !== DELIVERY_TEXTS.noDeliveryYet)
    return { kind: "failed", message: tracking.message };
  // The latest attempt cancelled: no partner was left to hand it to.
  if (delivery?.state === "cancelled") return { kind: "failed", message: DELIVERY_TEXTS.noPartner };
  if (!delivery) {
    if (BEFORE_ACCEPTANCE.includes(order.status)) return { kind: "waiting", later: !order.orderTimeASAP };
    return order.courierDueAt ? { kind: "scheduled", dueAt: order.courierDueAt } : { kind: "finding" };
  }

  const delivered = order.status === OrderStatus.Delivered || delivery.state === "delivered";
  const state = delivered ? delivery.state : courierStateNow(delivery.state, position);
  const arrived = !delivered && (order.status === OrderStatus.ValetReachedDestination || state === "arrived_at_dropoff");
  return {
    kind: "courier",
    partner: DELIVERY_PARTNER_NAMES[delivery.deliveryProviderId],
    stateLabel: state === delivery.state ? delivery.stateLabel : DELIVERY_STATE_LABELS[state],
    runner: delivery.runner ?? tracking?.runner ?? null,
    trackingUrl: delivery.trackingUrl ?? tracking?.trackingUrl ?? null,
    where: order.address ? addressText(order.address) : null,
    note: delivery.note,
    arrived,
    delivered,
  };
}

/** A courier has been asked for, or is being: the restaurant accepted the delivery order (a later one's is booked at its due time). */
export function courierAskedFor(order: Order): boolean {
  if (order.orderType !== "delivery") return false;
  return order.delivery !== null || (!BEFORE_ACCEPTANCE.includes(order.status) && order.courierDueAt === null);
}

/** A version of what the order says about its courier: tracking details are asked again when it changes. */
export function courierVersion(order: Order): string {
  const delivery = order.delivery;
  return `${order.status}:${delivery ? `${delivery.attempt}:${delivery.state}` : "none"}`;
}
