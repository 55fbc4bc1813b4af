/** What other modules read of a restaurant's dishes (issue 25: they query no menu table), each in the executor given. */

import { CUSTOMER_AUDIENCE } from "@forkful/contracts/constants";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { menuCategories, menuItems } from "../../db/schema/menu";
import { type DishWithImage, type MenuItemRow, withImages } from "./dish-images";

export type { DishWithImage } from "./dish-images";

/** Shown to diners: displayed and visible to customers ("C"), as the menu reads it. */
export function shownToDiners(item: Pick<MenuItemRow, "display" | "visibleTo">): boolean {
  return item.display === 1 && item.visibleTo.includes(CUSTOMER_AUDIENCE);
}

/** Dishes of a restaurant among `itemIds`, with their image, whatever their state, in menu order (sort order, then id). */
export async function dishesAt(executor: Executor, locationId: number, itemIds: readonly number[]): Promise<DishWithImage[]> {
  const rows = await executor
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.locationId, locationId), inArray(menuItems.id, itemIds.length ? [...itemIds] : [-1])))
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
  return withImages(executor, rows);
}

/** Dishes of any restaurant by id, with their image (an unknown id is absent). */
export async function dishesByIds(executor: Executor, itemIds: readonly number[]): Promise<Map<number, DishWithImage>> {
  if (itemIds.length === 0) return new Map();
  const rows = await executor
    .select()
    .from(menuItems)
    .where(inArray(menuItems.id, [...new Set(itemIds)]));
  return new Map((await withImages(executor, rows)).map((dish) => [dish.item.id, dish]));
}

/** The ids of a restaurant's menu categories (the kitchen routes dishes to stations by category). */
export async function categoryIdsAt(executor: Executor, locationId: number): Promise<number[]> {
  const rows = await executor.select({ id: menuCategories.id }).from(menuCategories).where(eq(menuCategories.locationId, locationId));
  return rows.map((r) => r.id);
}
