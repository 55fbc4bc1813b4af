/**
 * The stock of a location's dishes: the one place it moves (orders and rounds take it, cancelled, released and voided
 * ones give it back). Dishes are locked in item id order, so two carts never wait on each other (no deadlock).
 */
import type { Executor } from "../../db/client";
import { giveBackItemStock, itemStock, takeItemStock } from "./stock.repository";

/** How many of one dish a cart takes or gives back (one line per dish). */
export interface StockLine {
  itemId: number;
  quantity: number;
}

/** The first dish there was not enough of, and how many are left of it. */
export interface StockShort {
  itemId: number;
  left: number;
}

const byItemId = (lines: readonly StockLine[]) => [...lines].sort((a, b) => a.itemId - b.itemId);

/**
 * Takes the lines' stock; untracked dishes always succeed. Answers null when all was taken, else the first dish short
 * (its earlier lines stay taken: the caller refuses and its transaction rolls them back). Must run in the caller's
 * transaction.
 */
export async function takeStock(executor: Executor, locationId: number, lines: readonly StockLine[]): Promise<StockShort | null> {
  for (const { itemId, quantity } of byItemId(lines)) {
    if (await takeItemStock(executor, locationId, itemId, quantity)) continue;
    const stock = await itemStock(executor, locationId, itemId);
    if (stock !== null) return { itemId, left: stock ?? 0 };
  }
  return null;
}

/** Gives the lines' stock back to the tracked dishes. Runs in the caller's transaction (under the order's lock). */
export async function giveBackStock(executor: Executor, locationId: number, lines: readonly StockLine[]): Promise<void> {
  for (const { itemId, quantity } of byItemId(lines)) await giveBackItemStock(executor, locationId, itemId, quantity);
}
