/**
 * Releasing an order nobody paid (decision 017): past its payment time, with no payment that may still complete, it
 * is cancelled as by the diner and every hold comes back: stock, wallet, and its coupon (coupon uses count standing
 * orders only). One transaction per order under the order's lock, with a conditional update, so two sweeps (or two
 * servers, or a sweep and a read) release it once, and a payment and a release never cross.
 */
import { paymentHoldsRelease, paymentIsSettled, RELEASABLE_ORDER_STATUSES, RELEASED_UNPAID_STATUS } from "@forkful/contracts/unpaid-orders";
import { giveBackHolds } from "./give-back-holds";
import type { OrderRow } from "./order-rows";
import type { OrdersDeps } from "./orders-deps";
import { publishStatus } from "./publish-status";

/** The job that releases unpaid orders past their payment time (every UNPAID_ORDERS_SWEEP_MS). */
export const RELEASE_UNPAID_ORDERS_JOB = "release-unpaid-orders";

export type ReleaseUnpaidDeps = Pick<OrdersDeps, "orders" | "events" | "clock">;

/** The history's actor of a release. */
export const RELEASE_ACTOR = "system:unpaid";

/** Due for release by its row alone (payments in flight are checked under the lock). */
export function isDueUnpaid(order: OrderRow, now: Date): boolean {
  return (
    order.paymentDueAt !== null &&
    order.paymentDueAt.getTime() <= now.getTime() &&
    order.releasedUnpaidAt === null &&
    RELEASABLE_ORDER_STATUSES.includes(order.status) &&
    !paymentIsSettled(order)
  );
}

/** Releases the order when it is due and no payment of it may still complete; true when this call released it. */
export async function releaseIfUnpaid(deps: ReleaseUnpaidDeps, orderId: string): Promise<boolean> {
  const { orders } = deps;
  const now = deps.clock();
  const released = await orders.transaction(async (tx) => {
    // The lock payment moves take first: a payment and a release never cross.
    const locked = await orders.lockOrder(tx, orderId);
    const { order, payments } = locked;
    if (!isDueUnpaid(order, now) || payments.some((payment) => paymentHoldsRelease(payment, now))) return null;
    if (!(await orders.releaseUnpaid(tx, orderId, order.status, RELEASE_ACTOR, now))) return null;
    await giveBackHolds(tx, locked);
    return order;
  });
  if (!released) return false;
  void deps.events.publish("stockChanged", { locationId: released.locationId });
  // Open ways of paying are closed (a link cancelled, a stale authorization released) before the release is told.
  await deps.events.publish("orderCancelled", { orderId });
  await publishStatus(deps.events, { orderId, locationId: released.locationId }, RELEASED_UNPAID_STATUS, now);
  return true;
}

/** Releases every order due now, one at a time; one that fails is logged and left for the next sweep. */
export async function releaseDueOrders(
  deps: ReleaseUnpaidDeps & { log: { warn(detail: object, message: string): void } },
  batch = 100,
): Promise<number> {
  let count = 0;
  for (const orderId of await deps.orders.dueUnpaidOrders(deps.clock(), batch)) {
    try {
      if (await releaseIfUnpaid(deps, orderId)) count += 1;
    } catch (error) {
      deps.log.warn({ err: error, orderId }, "an unpaid order could not be released");
    }
  }
  return count;
}
