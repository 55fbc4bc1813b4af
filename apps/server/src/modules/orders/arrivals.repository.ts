/** Drizzle queries for a diner's arrival on their pickup order (curbside), and who is waiting outside. No rules here. */
import { and, asc, eq, isNotNull, notInArray } from "drizzle-orm";
import { orders } from "../../db/schema/orders";
import type { Executor, OrderRow } from "./order-rows";

export interface Arrival {
  at: Date;
  carDetails: string;
  spot: string | null;
}

/** Records (or updates) the arrival unless the order has reached one of `over`; false when it had. */
export async function markArrived(executor: Executor, orderId: string, arrival: Arrival, over: readonly number[]): Promise<boolean> {
  const rows = await executor
    .update(orders)
    .set({ arrivedAt: arrival.at, arrivalCar: arrival.carDetails, arrivalSpot: arrival.spot, updatedAt: arrival.at })
    .where(and(eq(orders.id, orderId), notInArray(orders.status, [...over])))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/** A location's pickup orders with an arrival, not in `over`, the longest waiting first. */
export function waitingOutside(executor: Executor, locationId: number, over: readonly number[]): Promise<OrderRow[]> {
  return executor
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.locationId, locationId),
        eq(orders.orderType, "pickup"),
        isNotNull(orders.arrivedAt),
        notInArray(orders.status, [...over]),
      ),
    )
    .orderBy(asc(orders.arrivedAt));
}
