/**
 * What an order holds comes back when it no longer stands (cancelled, or released unpaid): its lines' stock, through
 * the menu, and the wallet money it spent, through the customers module. The one give-back of both paths; it runs in
 * the caller's transaction, with the order record read under the order's lock, so the lines given back are the
 * lines the order holds at that moment.
 */
import { giveBackToWallet } from "../customers/public";
import { giveBackStock } from "../menu/public";
import type { Executor, OrderRecord } from "./order-rows";

export async function giveBackHolds(tx: Executor, locked: Pick<OrderRecord, "order" | "items">): Promise<void> {
  const { order, items } = locked;
  await giveBackStock(tx, order.locationId, items);
  if (order.customerId) await giveBackToWallet(tx, order.customerId, order.walletRedeemed);
}
