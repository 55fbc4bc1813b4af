/** For the event pages (campaigns): how many orders stand in each event slot (issue 25: they query no orders table). */
import { and, count, inArray, notInArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { orders } from "../../db/schema/orders";

/** The orders standing in each of these slots, by slot id (a slot with none is absent); orders in `leftStatuses` free their place. */
export async function ordersInEventSlots(
  executor: Executor,
  slotIds: readonly number[],
  leftStatuses: readonly number[],
): Promise<Map<number, number>> {
  if (slotIds.length === 0) return new Map();
  const taken = await executor
    .select({ slotId: orders.eventSlotId, n: count() })
    .from(orders)
    .where(and(inArray(orders.eventSlotId, [...slotIds]), notInArray(orders.status, [...leftStatuses])))
    .groupBy(orders.eventSlotId);
  return new Map(taken.flatMap((t) => (t.slotId === null ? [] : [[t.slotId, t.n] as const])));
}
