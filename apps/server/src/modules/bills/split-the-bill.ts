/**
 * POST /order/customer/split-bill (issue 13): a diner of the tab, at its table (holding the table's QR token, decision
 * 028), splits its whole bill by diner, in equal parts or by dishes. Under the order's lock: the parts of the bill as split before are voided (none may be paid or being paid),
 * the new parts are written as the next plan, and the tab is settling (no more rounds until the split is undone).
 */

import type { Order } from "@forkful/contracts/orders";
import { REFUSAL_STATUS } from "@forkful/contracts/refusals";
import { type SplitOutcome, splitBill } from "@forkful/contracts/split-bill";
import type { SplitBillRequest } from "@forkful/contracts/splits";
import { BadRequestError, ConflictError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import { callersOrderIn, lockOrder } from "../orders/public";
import { billAnswer } from "./bill-answer";
import { billOfTab } from "./bill-of-tab";
import { assertAtTheTabsTable, assertSplitMayChange } from "./bill-rules";
import type { BillsDeps } from "./bills-deps";

export async function splitTheBill(deps: BillsDeps, request: SplitBillRequest, caller: Caller | null): Promise<Order> {
  await assertAtTheTabsTable(deps, await callersOrderIn(deps.db, request.orderId, caller), request.tableToken);
  const now = deps.clock();
  await deps.bills.transaction(async (tx) => {
    const locked = await lockOrder(deps.db, tx, request.orderId);
    assertSplitMayChange(locked, await deps.bills.livePlan(tx, request.orderId));
    const outcome = splitBill(billOfTab(locked, await deps.bills.dinersOf(tx, request.orderId)), request);
    if (!outcome.ok) throw refusal(outcome);
    const planNo = (await deps.bills.lastPlanNo(tx, request.orderId)) + 1;
    await deps.bills.voidUnpaidParts(tx, request.orderId);
    await deps.bills.insertParts(
      tx,
      outcome.parts.map(({ deliveryFee: _fee, ...part }) => ({
        ...part,
        orderId: request.orderId,
        planNo,
        mode: request.mode,
        state: "unpaid" as const,
        createdAt: now,
      })),
    );
    await deps.bills.setTabState(tx, request.orderId, "settling", now);
  });
  return billAnswer(deps, request.orderId, caller, now);
}

/** A refusal that depends on the bill as it stands is a 409; a request that does not fit the bill, a 400. */
function refusal({ code, refusal: message }: Extract<SplitOutcome, { ok: false }>): Error {
  return REFUSAL_STATUS[code] === 409 ? new ConflictError({ code, message }) : new BadRequestError({ code, message });
}
