/** Drizzle queries for the stock of a location's dishes (null stock: not tracked, never runs out). No rules here. */
import { and, eq, gte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { menuItems } from "../../db/schema/menu";

const ofLocation = (locationId: number, itemId: number) => and(eq(menuItems.id, itemId), eq(menuItems.locationId, locationId));

/** Takes stock of a tracked dish; false when not enough is left. */
export async function takeItemStock(executor: Executor, locationId: number, itemId: number, quantity: number): Promise<boolean> {
  const rows = await executor
    .update(menuItems)
    .set({ stockQuantity: sql`${menuItems.stockQuantity} - ${quantity}` })
    .where(and(ofLocation(locationId, itemId), gte(menuItems.stockQuantity, quantity)))
    .returning({ id: menuItems.id });
  return rows.length === 1;
}

/** The dish's stock: a number when tracked, null when not tracked, undefined when there is no such dish. */
export async function itemStock(executor: Executor, locationId: number, itemId: number): Promise<number | null | undefined> {
  const [item] = await executor.select({ stock: menuItems.stockQuantity }).from(menuItems).where(ofLocation(locationId, itemId));
  return item?.stock;
}

/** Gives stock back to a tracked dish (an untracked one stays untracked). */
export async function giveBackItemStock(executor: Executor, locationId: number, itemId: number, quantity: number): Promise<void> {
  await executor
    .update(menuItems)
    .set({ stockQuantity: sql`${menuItems.stockQuantity} + ${quantity}` })
    .where(and(ofLocation(locationId, itemId), sql`${menuItems.stockQuantity} is not null`));
}
