/** The one query a live tracker opens with: an order's status and when it last changed. No rules here. */
import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderStatusHistory, orders } from "../../db/schema/orders";

export interface OrderStatusRow {
  status: number;
  paymentStatus: number | null;
  locationId: number;
  orderTimeAsap: boolean;
  tabState: (typeof orders.$inferSelect)["tabState"];
  /** When the order took its status: its newest history entry, or its placing when it has none. */
  since: Date;
}

export function orderStatusReads(db: Database) {
  return {
    /** By the orders primary key and the history's (order_id, at) index: one row, whatever the order's size. */
    async orderStatus(orderId: string): Promise<OrderStatusRow | null> {
      const newestChange = db
        .select({ at: orderStatusHistory.at })
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(desc(orderStatusHistory.at), desc(orderStatusHistory.id))
        .limit(1);
      // The column's own mapping reads the driver's timestamp text as a Date; no history row reads as null.
      const changedAt = sql`(${newestChange})`.mapWith(orderStatusHistory.at) as SQL<Date | null>;
      const [row] = await db
        .select({
          status: orders.status,
          paymentStatus: orders.paymentStatus,
          locationId: orders.locationId,
          orderTimeAsap: orders.orderTimeAsap,
          tabState: orders.tabState,
          placedAt: orders.createdAt,
          changedAt,
        })
        .from(orders)
        .where(eq(orders.id, orderId))
        .limit(1);
      if (!row) return null;
      const { placedAt, changedAt: newestChangeAt, ...columns } = row;
      return { ...columns, since: newestChangeAt ?? placedAt };
    },
  };
}
