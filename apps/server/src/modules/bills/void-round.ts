/**
 * POST /staff/orders/{orderId}/rounds/{sortOrder}/void (decision 028; a manager): a round placed in error leaves the
 * bill. Under the order's lock: its dishes leave the order's lines (kept on the round as they were, with who, when and
 * why), their stock comes back, the bill is priced again without them (wallet money no longer needed goes back), a
 * split not yet paid is undone (the diners split again), and the order's status follows the dishes left (every one
 * served: served). Its kitchen ticket goes with its dishes. Refused (409) once any of the bill is paid or being paid.
 */
import { MESSAGES } from "@forkful/contracts/messages";
import { applyBasisPoints } from "@forkful/contracts/money";
import type { Order } from "@forkful/contracts/orders";
import { VOID_ROUND_REFUSALS } from "@forkful/contracts/round-voids";
import { ConflictError, NotFoundError } from "../../lib/domain-errors";
import { assertStaffsOrder, type StaffCaller } from "../../plugins/caller";
import { giveBackStock } from "../menu/public";
import {
  type Executor,
  followDishes,
  lockOrder,
  type OrderRecord,
  orderRecord,
  removeRoundLines,
  repriceOrder,
  writeOrderMoney,
} from "../orders/public";
import { billAnswer } from "./bill-answer";
import { assertRoundMayBeVoided } from "./bill-rules";
import type { BillsDeps } from "./bills-deps";

export interface VoidRoundInput {
  orderId: string;
  sortOrder: number;
  reason: string;
}

export type VoidRoundDeps = BillsDeps;

/** The round's dishes leave the bill: its lines out, their stock back, the order priced again. */
async function takeOutOfTheBill(deps: VoidRoundDeps, tx: Executor, locked: OrderRecord, input: VoidRoundInput, by: string, at: Date) {
  const { order } = locked;
  const lines = locked.items.filter((i) => i.roundNo === input.sortOrder);
  const voided = lines.map((l) => ({
    itemId: l.itemId,
    itemName: l.itemName,
    quantity: l.quantity,
    subtotal: l.subtotal,
    taxRate: l.taxRate,
    dinerId: l.dinerId,
  }));
  if (!(await deps.bills.markRoundVoided(tx, order.id, input.sortOrder, { at, by, reason: input.reason, lines: voided })))
    throw new ConflictError(VOID_ROUND_REFUSALS.already);
  await removeRoundLines(tx, order.id, input.sortOrder);
  await giveBackStock(tx, order.locationId, lines);
  // Each dish was taxed on its own when its round was priced: the same taxes come off.
  const subtotal = order.subtotal - lines.reduce((sum, l) => sum + l.subtotal, 0);
  const tax = order.tax - lines.reduce((sum, l) => sum + applyBasisPoints(l.subtotal, l.taxRate), 0);
  const repriced = repriceOrder({ ...order, subtotal, tax }, {});
  const { discount, walletRedeemed, total } = repriced;
  await writeOrderMoney(tx, order, { subtotal, tax, discount, walletRedeemed, total }, repriced.walletReturned, at);
}

export async function voidRound(deps: VoidRoundDeps, input: VoidRoundInput, staff: StaffCaller): Promise<Order> {
  const found = await orderRecord(deps.db, input.orderId);
  if (!found) throw new NotFoundError(MESSAGES.noSuchOrder);
  assertStaffsOrder(found.order, staff);
  const at = deps.clock();
  const by = `staff:${staff.staffId}`;
  await deps.bills.transaction(async (tx) => {
    const locked = await lockOrder(deps.db, tx, input.orderId);
    assertRoundMayBeVoided(locked, await deps.bills.livePlan(tx, input.orderId), input.sortOrder);
    await takeOutOfTheBill(deps, tx, locked, input, by, at);
    if (locked.order.tabState === "settling") {
      await deps.bills.voidUnpaidParts(tx, input.orderId);
      await deps.bills.setTabState(tx, input.orderId, "open", at);
    }
    await followDishes(tx, input.orderId, by, at);
  });
  void deps.events.publish("stockChanged", { locationId: staff.locationId });
  // The diners' pages hear of it and read the tab again.
  return billAnswer(deps, input.orderId, null, at);
}
