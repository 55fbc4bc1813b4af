/** Drizzle queries of a location's ordering controls (a pause, a pace). No rules here. */
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { orderingControls } from "../../db/schema/merchants";

export type OrderingControlsRow = typeof orderingControls.$inferSelect;

export async function findOrderingControls(executor: Executor, locationId: number): Promise<OrderingControlsRow | null> {
  const [row] = await executor.select().from(orderingControls).where(eq(orderingControls.locationId, locationId)).limit(1);
  return row ?? null;
}

/** Writes the location's controls (one row per location), answering them as stored. */
export async function saveOrderingControls(executor: Executor, row: OrderingControlsRow): Promise<OrderingControlsRow> {
  const { locationId: _, ...changes } = row;
  const [saved] = await executor
    .insert(orderingControls)
    .values(row)
    .onConflictDoUpdate({ target: orderingControls.locationId, set: changes })
    .returning();
  return saved!;
}
