/**
 * A late order's credit to the diner's wallet, given once: the follow-up's credit is marked given by a conditional
 * update and the wallet credited in the same transaction, so a second sweep, another instance or a double click gives
 * nothing more. A credit only ever adds to the wallet (never below zero); a full wallet refuses it and nothing changes.
 */
import type { Executor } from "../../db/client";
import { creditWallet } from "../customers/public";
import { publishStatus } from "../orders/public";
import { type FollowupRow, markCreditGiven } from "./late-orders.repository";
import type { LateOrdersDeps } from "./late-orders-deps";

export interface CreditGiving {
  followup: Pick<FollowupRow, "orderId" | "customerId">;
  /** null: the sweep gives it at once (nothing was offered); "offered": a manager gives what was offered. */
  from: "offered" | null;
  /** The amount, when the sweep gives it at once. */
  amount?: number;
  by: string;
  at: Date;
}

/** In the caller's transaction: true when this call gave the credit, false when it was given already. */
export async function giveCreditOnce(tx: Executor, giving: CreditGiving): Promise<boolean> {
  const { followup, from, amount, by, at } = giving;
  if (!followup.customerId) return false;
  const given = await markCreditGiven(tx, { orderId: followup.orderId, from, amount, at, by });
  if (given === null) return false;
  await creditWallet(tx, { customerId: followup.customerId, amount: given });
  return true;
}

/** After the commit: the diner's tracker and the restaurant's board read the order again. */
export function tellCreditMoved(
  deps: Pick<LateOrdersDeps, "events">,
  order: { orderId: string; locationId: number; status: number },
  at: Date,
): Promise<void> {
  return publishStatus(deps.events, { orderId: order.orderId, locationId: order.locationId }, order.status, at);
}
