/**
 * POST /order/customer/split-bill/undo (issue 13): the bill back in one piece, while no part is paid or being paid, by a
 * diner at the tab's table (holding its QR token, decision 028).
 * The parts are voided and the tab is open again (rounds may be added). A bill that is not split answers as it is.
 */
import type { Order } from "@forkful/contracts/orders";
import type { Caller } from "../../plugins/caller";
import { callersOrderIn, lockOrder } from "../orders/public";
import { billAnswer } from "./bill-answer";
import { assertAtTheTabsTable, assertSplitMayChange } from "./bill-rules";
import type { BillsDeps } from "./bills-deps";

export async function undoSplit(
  deps: BillsDeps,
  request: { orderId: string; tableToken?: string | undefined },
  caller: Caller | null,
): Promise<Order> {
  await assertAtTheTabsTable(deps, await callersOrderIn(deps.db, request.orderId, caller), request.tableToken);
  const now = deps.clock();
  await deps.bills.transaction(async (tx) => {
    const locked = await lockOrder(deps.db, tx, request.orderId);
    assertSplitMayChange(locked, await deps.bills.livePlan(tx, request.orderId));
    if (locked.order.tabState !== "settling") return;
    await deps.bills.voidUnpaidParts(tx, request.orderId);
    await deps.bills.setTabState(tx, request.orderId, "open", now);
  });
  return billAnswer(deps, request.orderId, caller, now);
}
