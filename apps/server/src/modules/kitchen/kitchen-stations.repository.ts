/** Drizzle queries for a restaurant's stations and its bumped tickets (the kitchen's own tables). No rules here. */
import { and, asc, desc, eq, gte } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { kitchenBumps, kitchenStations } from "../../db/schema/kitchen";

export type StationRow = typeof kitchenStations.$inferSelect;
export type BumpRow = typeof kitchenBumps.$inferSelect;

export const stationRowsAt = (executor: Executor, locationId: number): Promise<StationRow[]> =>
  executor.select().from(kitchenStations).where(eq(kitchenStations.locationId, locationId)).orderBy(asc(kitchenStations.sortOrder));

export async function replaceStationRows(
  tx: Executor,
  locationId: number,
  stations: { key: string; name: string; dishIds: number[]; categoryIds: number[] }[],
): Promise<void> {
  await tx.delete(kitchenStations).where(eq(kitchenStations.locationId, locationId));
  if (stations.length === 0) return;
  await tx.insert(kitchenStations).values(stations.map((s, sortOrder) => ({ ...s, locationId, sortOrder })));
}

export async function insertBumpRow(
  tx: Executor,
  row: { locationId: number; orderId: string; roundNo: number; bumpedBy: string; bumpedAt: Date },
): Promise<void> {
  await tx.insert(kitchenBumps).values(row);
}

/** The restaurant's bumps since `since`, newest first. */
export const bumpRowsSince = (executor: Executor, locationId: number, since: Date): Promise<BumpRow[]> =>
  executor
    .select()
    .from(kitchenBumps)
    .where(and(eq(kitchenBumps.locationId, locationId), gte(kitchenBumps.bumpedAt, since)))
    .orderBy(desc(kitchenBumps.bumpedAt), desc(kitchenBumps.id));

export async function markBumpRecalled(tx: Executor, id: number, recalledBy: string, recalledAt: Date): Promise<void> {
  await tx.update(kitchenBumps).set({ recalledBy, recalledAt }).where(eq(kitchenBumps.id, id));
}
