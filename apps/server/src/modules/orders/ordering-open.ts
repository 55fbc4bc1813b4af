/**
 * Whether a restaurant takes an order now (issue 26): not while its manager paused online ordering, nor, for an order
 * for now, while the last 15 minutes already hold its pace of orders for now. A refusal (409 ORDERING_PAUSED) names
 * when ordering opens again, on the restaurant's clock; an order for that time or later is taken. A table's rounds
 * are never paused (the room is served). The pace is checked before the placing transaction: two orders placed at
 * the same instant may both pass the last place (a pace, not a hard limit).
 */
import { CANCELLED_ORDER_STATUSES } from "@forkful/contracts/order-status";
import { PACE_WINDOW_MINUTES, type StaffOrdering } from "@forkful/contracts/ordering-pause";
import { REFUSALS } from "@forkful/contracts/refusals";
import type { Executor } from "../../db/client";
import { ConflictError } from "../../lib/domain-errors";
import { orderingControlsOf, restaurantClock } from "../merchants/public";
import { ordersForNowPlacedSince } from "./order-pace.repository";

const WINDOW_MS = PACE_WINDOW_MINUTES * 60_000;

interface OrderingNow {
  pausedUntil: Date | null;
  paceLimit: number | null;
  ordersInWindow: number;
  opensAt: Date | null;
  closedBy: "pause" | "pace" | null;
}

/** How the location takes orders for now at `now`: its pause, its pace, and when an order for now is taken again. */
export async function orderingAt(executor: Executor, locationId: number, now: Date): Promise<OrderingNow> {
  const { pausedUntil, paceLimit } = await orderingControlsOf(executor, locationId, now);
  const leaveOut = CANCELLED_ORDER_STATUSES;
  const placed = await ordersForNowPlacedSince(executor, { locationId, since: new Date(now.getTime() - WINDOW_MS), leaveOut });
  // At its pace, a place frees when the oldest order beyond paceLimit - 1 leaves the window.
  const paceOpens =
    paceLimit !== null && placed.length >= paceLimit ? new Date(placed[placed.length - paceLimit]!.getTime() + WINDOW_MS) : null;
  const opensAt = [pausedUntil, paceOpens].reduce<Date | null>((later, at) => (at && (!later || at > later) ? at : later), null);
  const closedBy = pausedUntil ? "pause" : paceOpens ? "pace" : null;
  return { pausedUntil, paceLimit, ordersInWindow: placed.length, opensAt, closedBy };
}

/** The answer of GET and PUT /staff/ordering. */
export async function orderingForStaff(executor: Executor, locationId: number, now: Date): Promise<StaffOrdering> {
  const at = await orderingAt(executor, locationId, now);
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return { ...at, pausedUntil: iso(at.pausedUntil), opensAt: iso(at.opensAt) };
}

export interface OrderToPlace {
  location: { id: number; branchName: string; timeZoneCd: string };
  orderType: string;
  /** The time the diner chose; null: as soon as possible. */
  scheduledAt: Date | null;
}

/** Refuses (409 ORDERING_PAUSED) an order the restaurant does not take now: paused until after it, or at its pace. */
export async function assertOrderingOpen(executor: Executor, order: OrderToPlace, now: Date): Promise<void> {
  if (order.orderType === "dinein") return;
  const { location, scheduledAt } = order;
  const ordering = await orderingAt(executor, location.id, now);
  const refusedUntil = scheduledAt
    ? ordering.pausedUntil && scheduledAt < ordering.pausedUntil
      ? ordering.pausedUntil
      : null
    : ordering.opensAt;
  if (refusedUntil) {
    throw new ConflictError(REFUSALS.ORDERING_PAUSED(location.branchName, restaurantClock(refusedUntil, now, location.timeZoneCd)));
  }
}
