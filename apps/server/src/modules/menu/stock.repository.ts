/** Drizzle queries for the stock of a location's dishes. No rules here. */
import { and, eq, gte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { menuItems } from "../../db/schema/menu";

/** Takes stock of an item; false when not enough is left. An untracked item (no stock count) always succeeds. */
export async function takeItemStock(executor: Executor, locationId: number, itemId: number, quantity: number): Promise<boolean> {
  const rows = await executor
    .update(menuItems)
    .set({ stockQuantity: sql`${menuItems.stockQuantity} - ${quantity}` })
    .where(and(eq(menuItems.id, itemId), eq(menuItems.locationId, locationId), gte(menuItems.stockQuantity, quantity)))
    .returning({ id: menuItems.id });
  if (rows.length === 1) return true;
  const stock = await itemStock(executor, itemId);
  return stock !== undefined && stock === null;
}

/** The item's stock count (null: untracked; undefined: no such item). */
export async function itemStock(executor: Executor, itemId: number): Promise<number | null | undefined> {
  const [item] = await executor.select({ stock: menuItems.stockQuantity }).from(menuItems).where(eq(menuItems.id, itemId));
  return item?.stock;
}

/** Puts stock back on a tracked item (an untracked one stays uncounted). */
export async function restockItem(executor: Executor, locationId: number, itemId: number, quantity: number): Promise<void> {
  await executor
    .update(menuItems)
    .set({ stockQuantity: sql`${menuItems.stockQuantity} + ${quantity}` })
    .where(and(eq(menuItems.id, itemId), eq(menuItems.locationId, locationId), sql`${menuItems.stockQuantity} is not null`));
}
