/**
 * Stock moves of a location's dishes, the only way stock changes outside the menu (issue 25): an order takes stock
 * when it is placed and gives it back when it is cancelled, released or a round is voided. Both run in the caller's
 * transaction, which holds the order's lock; the items' rows are locked in item id order, so two transactions never
 * wait on each other.
 */
import type { Executor } from "../../db/client";
import { itemStock, restockItem, takeItemStock } from "./stock.repository";

export interface StockLine {
  itemId: number;
  quantity: number;
}

/** The lines' quantities per item, in item id order. */
function perItem(lines: readonly StockLine[]): StockLine[] {
  const wanted = new Map<number, number>();
  for (const { itemId, quantity } of lines) wanted.set(itemId, (wanted.get(itemId) ?? 0) + quantity);
  return [...wanted].sort(([a], [b]) => a - b).map(([itemId, quantity]) => ({ itemId, quantity }));
}

/**
 * Takes the lines' stock (runs in the caller's transaction, which undoes what was taken if one is short): null when
 * all was taken, else the first item short and how many of it are left.
 */
export async function takeStock(
  executor: Executor,
  locationId: number,
  lines: readonly StockLine[],
): Promise<{ itemId: number; left: number } | null> {
  for (const { itemId, quantity } of perItem(lines)) {
    if (!(await takeItemStock(executor, locationId, itemId, quantity))) return { itemId, left: (await itemStock(executor, itemId)) ?? 0 };
  }
  return null;
}

/** Gives the lines' stock back (runs in the caller's transaction). */
export async function giveBackStock(executor: Executor, locationId: number, lines: readonly StockLine[]): Promise<void> {
  for (const { itemId, quantity } of [...lines].sort((a, b) => a.itemId - b.itemId))
    await restockItem(executor, locationId, itemId, quantity);
}
