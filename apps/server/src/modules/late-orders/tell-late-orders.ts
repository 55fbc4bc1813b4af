/**
 * The first half of a late-order sweep: an order still in the kitchen a grace past its promised time gets a new time,
 * and its diner is told (tracker and text) before they ask. The follow-up's row is keyed by the order and written in the
 * same transaction as the new time, so two sweeps at once (or a second sweep) tell once.
 */
import { LATE_NEW_TIME_MINUTES, LATE_ORDER_TEXTS } from "@forkful/contracts/late-orders";
import { restaurantsByIds } from "../merchants/public";
import { type LateOrderRow, ordersStillCookingPromisedBefore, pushPromisedTime, tellRunningLate } from "../orders/public";
import { lateOrderRulesOf } from "./late-order-rules";
import { followupsOf, insertFollowup } from "./late-orders.repository";
import type { LateOrdersDeps } from "./late-orders-deps";
import { localClock } from "./local-clock";

/** The transaction is rolled back: the order left the kitchen (or got another time) since it was read. */
class MovedMeanwhile extends Error {}

/** Tells every order newly late; answers how many were told. */
export async function tellLateOrders(deps: LateOrdersDeps, now: Date): Promise<number> {
  const past = await ordersStillCookingPromisedBefore(deps.db, now);
  const told = new Set(
    (
      await followupsOf(
        deps.db,
        past.map((o) => o.orderId),
      )
    ).map((f) => f.orderId),
  );
  const rulesOf = await lateOrderRulesOf(
    deps.db,
    past.map((o) => o.locationId),
  );
  const due = past.filter(
    (o) => !told.has(o.orderId) && now.getTime() >= o.promisedAt.getTime() + rulesOf(o.locationId).graceMinutes * 60_000,
  );
  let count = 0;
  for (const order of due) if (await tellOne(deps, order, now)) count += 1;
  return count;
}

async function tellOne(deps: LateOrdersDeps, order: LateOrderRow, now: Date): Promise<boolean> {
  const newTime = new Date(now.getTime() + LATE_NEW_TIME_MINUTES * 60_000);
  const { orderId, locationId, customerId, promisedAt } = order;
  let status: number;
  try {
    status = await deps.db.transaction(async (tx) => {
      if (!(await insertFollowup(tx, { orderId, locationId, customerId, promisedAt, newTime, toldAt: now }))) throw new MovedMeanwhile();
      const moved = await pushPromisedTime(tx, { orderId, from: promisedAt, to: newTime, at: now });
      if (!moved) throw new MovedMeanwhile();
      return moved.status;
    });
  } catch (error) {
    if (error instanceof MovedMeanwhile) return false;
    throw error;
  }
  await tellRunningLate(deps.events, { orderId, locationId, status, newTime }, now);
  await textTheDiner(deps, order, newTime);
  return true;
}

async function textTheDiner(deps: LateOrdersDeps, order: LateOrderRow, newTime: Date): Promise<void> {
  const restaurant = (await restaurantsByIds(deps.db, [order.locationId])).get(order.locationId);
  if (!restaurant) return;
  const { branchName, timeZoneCd } = restaurant.location;
  const body = LATE_ORDER_TEXTS.runningLateSms(branchName, order.orderNumber, localClock(newTime, timeZoneCd));
  // The tracker already says it; a text that fails is logged, not retried.
  await deps.sms.send({ to: order.phone, body }).catch((error: unknown) => deps.log.warn({ err: error }, "the running-late text failed"));
}
