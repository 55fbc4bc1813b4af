/**
 * The second half of a late-order sweep: an order told it runs late and still in the kitchen a threshold past its
 * first promise earns the restaurant's credit, given to the diner's wallet at once (automatic) or offered for the
 * manager to give. A guest's order (no wallet) and a restaurant whose credit is 0 get none.
 */
import { ordersStillCooking } from "../orders/public";
import { giveCreditOnce, tellCreditMoved } from "./late-credit";
import { lateOrderRulesOf } from "./late-order-rules";
import { type FollowupRow, followupsWithoutCredit, markCreditOffered } from "./late-orders.repository";
import type { LateOrdersDeps } from "./late-orders-deps";

/** Gives or offers every credit now due; answers how many. */
export async function creditLateOrders(deps: LateOrdersDeps, now: Date): Promise<number> {
  const waiting = (await followupsWithoutCredit(deps.db)).filter((f) => f.customerId !== null);
  const rulesOf = await lateOrderRulesOf(
    deps.db,
    waiting.map((f) => f.locationId),
  );
  const due = waiting.filter((f) => {
    const rules = rulesOf(f.locationId);
    return rules.creditAmount > 0 && now.getTime() >= f.promisedAt.getTime() + rules.creditAfterMinutes * 60_000;
  });
  const cooking = await ordersStillCooking(
    deps.db,
    due.map((f) => f.orderId),
  );
  let count = 0;
  for (const followup of due) {
    const status = cooking.get(followup.orderId);
    if (status === undefined) continue;
    const { creditAmount, creditAutomatic } = rulesOf(followup.locationId);
    const moved = creditAutomatic
      ? await giveAtOnce(deps, followup, creditAmount, now)
      : await markCreditOffered(deps.db, followup.orderId, creditAmount, now);
    if (!moved) continue;
    count += 1;
    await tellCreditMoved(deps, { orderId: followup.orderId, locationId: followup.locationId, status }, now);
  }
  return count;
}

async function giveAtOnce(deps: LateOrdersDeps, followup: FollowupRow, amount: number, now: Date): Promise<boolean> {
  try {
    return await deps.db.transaction((tx) => giveCreditOnce(tx, { followup, from: null, amount, by: "late-orders", at: now }));
  } catch (error) {
    // A wallet that cannot take it (full): offered instead, for the manager to settle with the diner.
    deps.log.warn({ err: error, orderId: followup.orderId }, "a late order's credit could not be given; offered instead");
    return markCreditOffered(deps.db, followup.orderId, amount, now);
  }
}
