/** Drizzle queries of the diner services a location turned off (delivery, check-in, reservations). No rules here. */
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { servicePauses } from "../../db/schema/merchants";

export type ServicePauseRow = typeof servicePauses.$inferSelect;

/** The location's service pauses (ended ones too). */
export async function findServicePauses(executor: Executor, locationId: number): Promise<ServicePauseRow[]> {
  return executor.select().from(servicePauses).where(eq(servicePauses.locationId, locationId));
}

/** Writes the pause of one service (one row per location and service). */
export async function saveServicePause(executor: Executor, row: ServicePauseRow): Promise<void> {
  const { locationId: _, service: __, ...changes } = row;
  await executor
    .insert(servicePauses)
    .values(row)
    .onConflictDoUpdate({ target: [servicePauses.locationId, servicePauses.service], set: changes });
}

/** Removes the pause of one service: answers whether there was one. */
export async function deleteServicePause(executor: Executor, locationId: number, service: ServicePauseRow["service"]): Promise<boolean> {
  const removed = await executor
    .delete(servicePauses)
    .where(and(eq(servicePauses.locationId, locationId), eq(servicePauses.service, service)))
    .returning({ service: servicePauses.service });
  return removed.length > 0;
}
