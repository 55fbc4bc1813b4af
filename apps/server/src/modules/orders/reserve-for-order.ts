/** What placing an order takes, inside its transaction: a seat in the event slot, the dishes' stock and the wallet money. */
import type { CreateOrderRequest } from "@forkful/contracts/orders";
import { REFUSALS } from "@forkful/contracts/refusals";
import { ConflictError } from "../../lib/domain-errors";
import { spendFromWallet } from "../customers/public";
import { takeStock } from "../menu/public";
import type { Quote } from "./order-quote";
import type { Executor, OrdersRepository } from "./orders.repository";
import { WALLET_CHANGED } from "./place-order-steps";

/** A seat in the event slot, the dishes' stock (through the menu) and the wallet money (through customers), or a 409. */
export async function reserveForOrder(orders: OrdersRepository, tx: Executor, request: CreateOrderRequest, quote: Quote): Promise<void> {
  if (request.eventSlotId && quote.event) {
    const slot = quote.event.slots.find((x) => x.id === request.eventSlotId)!;
    if ((await orders.lockAndCountSlot(tx, slot.id)) >= slot.capacity) throw new ConflictError(REFUSALS.SLOT_FULL(slot.label));
  }
  const tracked = quote.lines.filter((line) => quote.trackedItemIds.has(line.itemId));
  const short = await takeStock(tx, quote.location.id, tracked);
  if (short) throw new ConflictError(REFUSALS.STOCK_GONE(quote.lines.find((l) => l.itemId === short.itemId)!.itemName, short.left));
  if (quote.customerId && !(await spendFromWallet(tx, quote.customerId, quote.totals.walletRedeemed))) {
    throw new ConflictError(WALLET_CHANGED);
  }
}
