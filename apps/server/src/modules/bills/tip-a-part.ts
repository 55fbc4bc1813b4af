/**
 * PUT /order/customer/split-bill/tip (issue 24): whoever pays a part of a split table bill tips it, as a pickup or a
 * delivery is tipped (Toast's split checks each take a tip). Under the order's lock: the part's tip (a percent of its
 * subtotal, or an amount) replaces its share of the bill's tip, its total follows, and the order's tip and total move
 * by as much, so the parts still sum exactly to the bill. Wallet money the part no longer needs goes back to the
 * wallet. Refused once the part is paid, or while a payment of it holds or awaits money (409).
 */
import { tipAmount } from "@forkful/contracts/order-totals";
import type { Order } from "@forkful/contracts/orders";
import type { TipPartRequest } from "@forkful/contracts/splits";
import type { Caller } from "../../plugins/caller";
import { assertWithinOrderLimit, callersOrderIn, lockOrder, writeOrderMoney } from "../orders/public";
import { billAnswer } from "./bill-answer";
import { assertPartTakesTip } from "./bill-rules";
import type { SplitRow } from "./bills.repository";
import type { BillsDeps } from "./bills-deps";

export async function tipAPart(deps: BillsDeps, request: TipPartRequest, caller: Caller | null): Promise<Order> {
  await callersOrderIn(deps.db, request.orderId, caller);
  const now = deps.clock();
  await deps.bills.transaction(async (tx) => {
    const locked = await lockOrder(deps.db, tx, request.orderId);
    const part = await deps.bills.splitOf(tx, request.orderId, request.splitId);
    assertPartTakesTip(locked, part);
    const { order } = locked;
    const tipped = partWithTip(part, tipAmount({ tipType: request.tipType, tipValue: request.tip }, part.subtotal));
    const tip = order.tip + tipped.tip - part.tip;
    assertWithinOrderLimit({ ...order, tip }, order.currency);
    await deps.bills.tipPart(tx, part.id, {
      tip: tipped.tip,
      tipType: request.tipType,
      walletRedeemed: tipped.walletRedeemed,
      total: tipped.total,
    });
    const money = { tip, walletRedeemed: order.walletRedeemed - tipped.walletReturned, total: order.total + tipped.total - part.total };
    await writeOrderMoney(tx, order, money, tipped.walletReturned, now);
  });
  return billAnswer(deps, request.orderId, caller, now);
}

/** A part's money with a new tip; the tip never takes it below zero (it stays at least what its discount covers). */
export function partWithTip(
  part: Pick<SplitRow, "tip" | "walletRedeemed" | "total">,
  tip: number,
): { tip: number; walletRedeemed: number; total: number; walletReturned: number } {
  const dueWithoutTip = part.total + part.walletRedeemed - part.tip;
  const kept = Math.max(tip, -dueWithoutTip);
  const due = dueWithoutTip + kept;
  const walletRedeemed = Math.min(part.walletRedeemed, due);
  return { tip: kept, walletRedeemed, total: due - walletRedeemed, walletReturned: part.walletRedeemed - walletRedeemed };
}
