/**
 * The line under an order's status: what happens next, and when. A time is shown only while it is still ahead; a
 * step already reached (ready, picked up, delivered) or a time that has passed is never shown as a promise. Once a
 * delivery's courier is assigned, the line follows the courier (contracts' deliveryArrival): its live ETA, then
 * "arriving", then "here".
 */
import type { CourierPosition } from "@forkful/contracts/delivery";
import { DELIVERY_ARRIVAL_TEXTS, deliveryArrival } from "@forkful/contracts/delivery-arrival";
import { MESSAGES } from "@forkful/contracts/messages";
import { OrderStatus } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import { orderPhase } from "./order-phase";
import { formatOrderClock, formatOrderDateTime } from "./order-time";

type PromiseFields = Pick<
  Order,
  "status" | "orderType" | "orderTimeASAP" | "scheduledAt" | "eventSlot" | "etaTime" | "paymentDueAt" | "releasedUnpaidAt" | "delivery"
>;

const ahead = (iso: string | null, now: number): iso is string => iso !== null && new Date(iso).getTime() > now;

/** Ready, and what the diner does now. */
const READY_TEXT = { pickup: "Waiting for you at the counter", delivery: "Waiting for the driver", dinein: "On its way to your table" };

const FINISHED_TEXT: Partial<Record<number, string>> = {
  [OrderStatus.PickedUp]: "Picked up. Enjoy your meal!",
  [OrderStatus.Delivered]: "Delivered. Enjoy your meal!",
  [OrderStatus.Served]: "Served. Enjoy your meal!",
  [OrderStatus.ContactlessOrderServed]: "Served. Enjoy your meal!",
  [OrderStatus.Complete]: "Thank you for dining with us!",
};

function paymentLine(order: PromiseFields, timeZone: string, now: number): string {
  return ahead(order.paymentDueAt, now)
    ? `Pay by ${formatOrderClock(order.paymentDueAt, timeZone)} to keep this order. Unpaid orders are released then.`
    : MESSAGES.payToKeepOrder;
}

/** The courier's word once one is assigned: its ETA, "arriving", "here"; null before (the order's own promise holds). */
function courierLine(order: PromiseFields, courier: CourierPosition | null, timeZone: string, now: number): string | null {
  const arrival = deliveryArrival(order, courier, now);
  if (arrival?.kind === "courier") return DELIVERY_ARRIVAL_TEXTS.around(formatOrderClock(arrival.at, timeZone));
  if (arrival?.kind === "arriving" || arrival?.kind === "here") return DELIVERY_ARRIVAL_TEXTS[arrival.kind];
  return null;
}

/** On its way: the ETA while it is ahead, else a plain word that it is nearly there. */
function progressLine(order: PromiseFields, timeZone: string, now: number): string {
  if (order.status === OrderStatus.OutForDelivery || order.status === OrderStatus.ValetReachedDestination) {
    return ahead(order.etaTime, now) ? `Arriving around ${formatOrderClock(order.etaTime, timeZone)}` : "Arriving any minute now";
  }
  if (!order.orderTimeASAP && ahead(order.scheduledAt, now)) {
    return `${order.eventSlot ? `${order.eventSlot} · ` : ""}Scheduled for ${formatOrderDateTime(order.scheduledAt, timeZone)}`;
  }
  const verb = order.orderType === "delivery" ? "Arriving" : "Ready";
  if (ahead(order.etaTime, now)) return `${verb} around ${formatOrderClock(order.etaTime, timeZone)}`;
  if (order.status === OrderStatus.Created || order.status === OrderStatus.Modified)
    return "Sent to the restaurant, waiting for them to accept it";
  return order.orderType === "delivery" ? "Almost ready to leave the kitchen" : "Almost ready, a few more minutes";
}

/** `courier`: a delivery's courier as the order's stream last pushed it (its ETA is the newest). */
export function orderPromise(
  order: PromiseFields,
  timeZone: string,
  now: number = Date.now(),
  courier: CourierPosition | null = null,
): string | null {
  switch (orderPhase(order)) {
    case "awaiting-payment":
      return paymentLine(order, timeZone, now);
    case "released":
      return MESSAGES.orderReleasedUnpaid;
    case "cancelled":
      return null;
    case "finished":
      return FINISHED_TEXT[order.status] ?? null;
    default: {
      const following = courierLine(order, courier, timeZone, now);
      if (following) return following;
      if (order.status === OrderStatus.Ready) return READY_TEXT[order.orderType];
      return progressLine(order, timeZone, now);
    }
  }
}
