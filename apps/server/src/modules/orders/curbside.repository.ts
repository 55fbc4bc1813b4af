/** Drizzle queries for curbside pickup: a diner's arrival on their order, and who is waiting outside. No rules here. */
import { and, asc, eq, isNotNull, notInArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema/orders";
import type { OrderRow } from "./order-rows";

export interface Arrival {
  at: Date;
  carDetails: string;
  spot: string | null;
}

export function curbsideQueries(db: Database) {
  return {
    /** Records (or updates) the arrival unless the order has reached one of `over`; false when it had. */
    async markArrived(orderId: string, arrival: Arrival, over: readonly number[]): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ arrivedAt: arrival.at, arrivalCar: arrival.carDetails, arrivalSpot: arrival.spot, updatedAt: arrival.at })
        .where(and(eq(orders.id, orderId), notInArray(orders.status, [...over])))
        .returning({ id: orders.id });
      return rows.length === 1;
    },

    /** A location's pickup orders with an arrival, not in `over`, the longest waiting first. */
    waitingOutside(locationId: number, over: readonly number[]): Promise<OrderRow[]> {
      return db
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
    },
  };
}
