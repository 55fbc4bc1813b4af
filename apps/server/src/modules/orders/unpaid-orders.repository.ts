/** Drizzle queries for releasing unpaid orders: which are due, and the release itself. No rules here. */
import { RELEASABLE_ORDER_STATUSES, RELEASED_UNPAID_STATUS, SETTLED_PAYMENT_STATUSES } from "@forkful/contracts/unpaid-orders";
import { and, asc, eq, gt, inArray, isNull, lte, notInArray, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderStatusHistory, orders } from "../../db/schema/orders";
import type { Executor } from "./order-rows";

export function unpaidOrders(db: Database) {
  return {
    /** Ids of orders past their payment time that still wait unpaid, oldest first. */
    async dueUnpaidOrders(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            lte(orders.paymentDueAt, now),
            inArray(orders.status, [...RELEASABLE_ORDER_STATUSES]),
            gt(orders.total, 0),
            or(isNull(orders.paymentStatus), notInArray(orders.paymentStatus, [...SETTLED_PAYMENT_STATUSES])),
          ),
        )
        .orderBy(asc(orders.paymentDueAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Cancels the order as released, only if it is still in `from` and not released yet; false otherwise. */
    async releaseUnpaid(tx: Executor, orderId: string, from: number, actor: string, at: Date): Promise<boolean> {
      const rows = await tx
        .update(orders)
        .set({ status: RELEASED_UNPAID_STATUS, releasedUnpaidAt: at, updatedAt: at })
        .where(and(eq(orders.id, orderId), eq(orders.status, from), isNull(orders.releasedUnpaidAt)))
        .returning({ id: orders.id });
      if (rows.length !== 1) return false;
      await tx.insert(orderStatusHistory).values({ orderId, status: RELEASED_UNPAID_STATUS, actor, at });
      return true;
    },
  };
}
