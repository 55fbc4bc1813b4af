/** Drizzle queries for staff's view of a restaurant's menu and its sold-out states (issue 26). No rules here. */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { menuCategories, menuItems, modifierOptions, modifiers } from "../../db/schema/menu";
import { modifiersOfDishes } from "./ordering-reads";
import type { SoldOutColumns } from "./sold-out";

/** Every dish of the restaurant, shown to diners or not, in menu order; its categories; its modifiers and options. */
export async function wholeMenuOf(executor: Executor, locationId: number) {
  const [categories, dishes] = await Promise.all([
    executor
      .select()
      .from(menuCategories)
      .where(eq(menuCategories.locationId, locationId))
      .orderBy(asc(menuCategories.sortOrder), asc(menuCategories.id)),
    executor.select().from(menuItems).where(eq(menuItems.locationId, locationId)).orderBy(asc(menuItems.sortOrder), asc(menuItems.id)),
  ]);
  const dishModifiers = await modifiersOfDishes(
    executor,
    dishes.map((d) => d.id),
  );
  return { categories, dishes, ...dishModifiers };
}

export type WholeMenu = Awaited<ReturnType<typeof wholeMenuOf>>;

/** Sets a dish's sold-out state and/or stock; null when the restaurant has no such dish. */
export async function updateDish(
  executor: Executor,
  locationId: number,
  itemId: number,
  change: Partial<SoldOutColumns> & { stockQuantity?: number | null },
) {
  const [row] = await executor
    .update(menuItems)
    .set(change)
    .where(and(eq(menuItems.id, itemId), eq(menuItems.locationId, locationId)))
    .returning();
  return row ?? null;
}

/** The option with its dish's restaurant, or null. */
export async function optionAt(executor: Executor, locationId: number, optionId: number) {
  const [row] = await executor
    .select({ option: modifierOptions, itemId: modifiers.itemId })
    .from(modifierOptions)
    .innerJoin(modifiers, eq(modifiers.id, modifierOptions.modifierId))
    .innerJoin(menuItems, eq(menuItems.id, modifiers.itemId))
    .where(and(eq(modifierOptions.id, optionId), eq(menuItems.locationId, locationId)));
  return row ?? null;
}

export async function updateOption(executor: Executor, optionId: number, change: SoldOutColumns) {
  const [row] = await executor.update(modifierOptions).set(change).where(eq(modifierOptions.id, optionId)).returning();
  return row!;
}
