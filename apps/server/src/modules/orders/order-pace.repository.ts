/** Drizzle query of when a location's recent orders for now were placed (what a pace counts). No rules here. */
import { and, asc, eq, gt, isNull, notInArray } from "drizzle-orm";
import { orders } from "../../db/schema/orders";
import type { Executor } from "./order-rows";

/** When each order for now (not a tab) placed at the location after `since` and not in `leaveOut` was placed, oldest first. */
export async function ordersForNowPlacedSince(
  executor: Executor,
  { locationId, since, leaveOut }: { locationId: number; since: Date; leaveOut: readonly number[] },
): Promise<Date[]> {
  const rows = await executor
    .select({ at: orders.createdAt })
    .from(orders)
    .where(
      and(
        eq(orders.locationId, locationId),
        gt(orders.createdAt, since),
        eq(orders.orderTimeAsap, true),
        isNull(orders.tabState),
        notInArray(orders.status, [...leaveOut]),
      ),
    )
    .orderBy(asc(orders.createdAt));
  return rows.map((row) => row.at);
}
