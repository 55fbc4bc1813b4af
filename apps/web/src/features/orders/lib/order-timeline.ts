/**
 * The steps an order goes through for its type (spec §4 status codes), each done, current or next, with the time
 * it was reached. A cancelled order ends at a cancelled step.
 */
import type { MenuType } from "@forkful/contracts/merchants";
import { isCancelledOrder, OrderStatus } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";

export type StepState = "done" | "current" | "next" | "cancelled";

export interface TimelineStep {
  key: string;
  label: string;
  state: StepState;
  /** When the step was reached (ISO), if it was. */
  at: string | null;
}

interface StepDef {
  key: string;
  label: string;
  statuses: readonly number[];
}

const placed: StepDef = {
  key: "placed",
  label: "Order placed",
  statuses: [
    OrderStatus.Created,
    OrderStatus.Modified,
    OrderStatus.PaymentInitiated,
    OrderStatus.PaymentSuccess,
    OrderStatus.PaymentDeclined,
    OrderStatus.GatewayError,
    OrderStatus.AppError,
    OrderStatus.SignatureMismatch,
    OrderStatus.PaymentAtLocationInitiated,
  ],
};
const accepted: StepDef = { key: "accepted", label: "Accepted", statuses: [OrderStatus.Accepted] };
const preparing: StepDef = {
  key: "preparing",
  label: "Being prepared",
  statuses: [
    OrderStatus.BeingPrepared,
    OrderStatus.EventOrderBeingPrepared,
    OrderStatus.ItemInPreparation,
    OrderStatus.ItemReady,
    OrderStatus.KitchenTicketReady,
  ],
};
const ready = (label: string): StepDef => ({ key: "ready", label, statuses: [OrderStatus.Ready] });

const FLOWS: Record<MenuType, readonly StepDef[]> = {
  pickup: [
    placed,
    accepted,
    preparing,
    ready("Ready for pickup"),
    { key: "picked-up", label: "Picked up", statuses: [OrderStatus.PickedUp] },
  ],
  delivery: [
    placed,
    accepted,
    preparing,
    ready("Ready"),
    { key: "on-the-way", label: "Out for delivery", statuses: [OrderStatus.OutForDelivery, OrderStatus.ValetReachedDestination] },
    { key: "delivered", label: "Delivered", statuses: [OrderStatus.Delivered] },
  ],
  dinein: [
    placed,
    accepted,
    preparing,
    ready("Ready"),
    { key: "served", label: "Served", statuses: [OrderStatus.Served, OrderStatus.ContactlessOrderServed] },
    { key: "completed", label: "Completed", statuses: [OrderStatus.Complete] },
  ],
};

/** The last step of an order released because nobody paid it. */
export const RELEASED_STEP = "Released: not paid in time";

/** A cancelled order (by the diner or the restaurant). */
export const isCancelled = isCancelledOrder;

/** The step index a status belongs to in a flow, or -1. */
function stepOf(flow: readonly StepDef[], status: number): number {
  return flow.findIndex((step) => step.statuses.includes(status));
}

export function orderTimeline(
  order: Pick<Order, "orderType" | "status" | "history" | "orderTime"> & Partial<Pick<Order, "releasedUnpaidAt">>,
): TimelineStep[] {
  const flow = FLOWS[order.orderType];
  const reachedAt = (index: number): string | null => {
    const entry = order.history.find((h) => stepOf(flow, h.status) === index);
    return entry?.at ?? (index === 0 ? order.orderTime : null);
  };

  if (isCancelled(order.status)) {
    // The steps reached before the cancellation, then the cancellation.
    const reached = Math.max(0, ...order.history.map((h) => stepOf(flow, h.status)));
    const steps: TimelineStep[] = flow
      .slice(0, reached + 1)
      .map((step, i) => ({ key: step.key, label: step.label, state: "done", at: reachedAt(i) }));
    const cancelledAt = [...order.history].reverse().find((h) => isCancelled(h.status))?.at ?? null;
    if (order.releasedUnpaidAt)
      return [...steps, { key: "cancelled", label: RELEASED_STEP, state: "cancelled", at: order.releasedUnpaidAt }];
    const by = order.status === OrderStatus.CancelledByCustomer ? "Cancelled by you" : "Cancelled by the restaurant";
    return [...steps, { key: "cancelled", label: by, state: "cancelled", at: cancelledAt }];
  }

  const current = Math.max(0, stepOf(flow, order.status));
  const last = flow.length - 1;
  return flow.map((step, i) => ({
    key: step.key,
    label: step.label,
    state: i < current || (i === current && current === last) ? "done" : i === current ? "current" : "next",
    at: i <= current ? reachedAt(i) : null,
  }));
}
