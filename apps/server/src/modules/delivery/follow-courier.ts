/**
 * The order follows its courier: picked up → 14, at the door → 50, delivered → 15, stepping through the moves staff
 * could make (11 → 12 → 13 → 14), each recorded as the partner's. An order already there or beyond stays put.
 */
import type { DeliveryPartner } from "@forkful/contracts/delivery";
import { CANCELLED_ORDER_STATUSES, canMoveOrder, ORDER_TRANSITIONS, OrderStatus } from "@forkful/contracts/order-status";
import { isRefusal, type RefusalCode } from "@forkful/contracts/refusals";
import { refusalCodeOf } from "../../lib/domain-errors";
import { moveOrder, orderRecord } from "../orders/public";
import type { DeliveryDeps } from "./delivery-deps";

/** The shortest run of allowed moves from `from` to `to` (never through a cancel); null when there is none. */
export function stepsTo(from: number, to: number, orderType: string): number[] | null {
  const cameFrom = new Map<number, number>([[from, from]]);
  const queue = [from];
  while (queue.length > 0) {
    const status = queue.shift()!;
    if (status === to) break;
    for (const next of ORDER_TRANSITIONS[status] ?? []) {
      if (cameFrom.has(next) || CANCELLED_ORDER_STATUSES.includes(next) || !canMoveOrder(status, next, orderType)) continue;
      cameFrom.set(next, status);
      queue.push(next);
    }
  }
  if (from === to || !cameFrom.has(to)) return null;
  const steps: number[] = [];
  for (let at = to; at !== from; at = cameFrom.get(at)!) steps.unshift(at);
  return steps;
}

/** A courier who delivered stood at the door first: on its way to 15 the order passes 50, as the diner expects. */
export function courierSteps(from: number, to: number, orderType: string): number[] | null {
  if (to === OrderStatus.Delivered && from !== OrderStatus.ValetReachedDestination) {
    const toTheDoor = stepsTo(from, OrderStatus.ValetReachedDestination, orderType);
    if (toTheDoor) return [...toTheDoor, OrderStatus.Delivered];
  }
  return stepsTo(from, to, orderType);
}

/** Moves the order to `to`; true when it moved. A move someone else made meanwhile ends the walk quietly. */
/** Why the order may not take the courier's step: it moved another way meanwhile, or is not paid yet. */
const REFUSED_MOVES: RefusalCode[] = ["ORDER_CANNOT_MOVE", "ORDER_UNPAID", "ORDER_CHANGED_MEANWHILE"];

export async function followCourier(
  deps: Pick<DeliveryDeps, "db" | "events" | "clock" | "log">,
  { orderId, to, partner }: { orderId: string; to: number; partner: DeliveryPartner },
): Promise<boolean> {
  const record = await orderRecord(deps.db, orderId);
  const steps = record ? courierSteps(record.order.status, to, record.order.orderType) : null;
  if (!steps) return false;
  for (const step of steps) {
    try {
      await moveOrder(deps, { orderId, to: step, actor: `courier:${partner}` });
    } catch (error) {
      const code = refusalCodeOf(error);
      if (!isRefusal(code, ...REFUSED_MOVES)) throw error;
      deps.log.warn({ orderId, to: step, reason: code }, "the courier's step could not move the order");
      return false;
    }
  }
  return true;
}
