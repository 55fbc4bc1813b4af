/** A manager gives the credit the sweep offered for a late order of their restaurant (POST /staff/orders/{orderId}/late-credit). */
import { LATE_ORDER_REFUSALS } from "@forkful/contracts/late-orders";
import type { Order } from "@forkful/contracts/orders";
import { ConflictError } from "../../lib/domain-errors";
import { assertStaffsOrder, type StaffCaller } from "../../plugins/caller";
import { orderForStaff } from "../orders/public";
import { giveCreditOnce, tellCreditMoved } from "./late-credit";
import { followupOf } from "./late-orders.repository";
import type { LateOrdersDeps } from "./late-orders-deps";

export async function giveLateCredit(
  deps: Pick<LateOrdersDeps, "db" | "clock" | "events">,
  { orderId }: { orderId: string },
  caller: StaffCaller,
): Promise<Order> {
  const order = await orderForStaff(deps.db, orderId);
  assertStaffsOrder(order, caller);
  const followup = await followupOf(deps.db, orderId);
  if (followup?.creditState === "given") throw new ConflictError(LATE_ORDER_REFUSALS.creditAlreadyGiven);
  if (followup?.creditState !== "offered") throw new ConflictError(LATE_ORDER_REFUSALS.noCreditOffered);
  const now = deps.clock();
  const by = `staff:${caller.staffId}`;
  const given = await deps.db.transaction((tx) => giveCreditOnce(tx, { followup, from: "offered", by, at: now }));
  // A double click's second call finds it given by the first.
  if (!given) throw new ConflictError(LATE_ORDER_REFUSALS.creditAlreadyGiven);
  await tellCreditMoved(deps, { orderId, locationId: order.locationId, status: order.status }, now);
  return orderForStaff(deps.db, orderId);
}
