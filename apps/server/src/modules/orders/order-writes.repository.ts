/** Drizzle queries writing orders: numbers, new orders, status moves, changes and event slot seats. No rules here. */
import { CANCELLED_ORDER_STATUSES } from "@forkful/contracts/order-status";
import { and, count, eq, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderCounters, orderItems, orderStatusHistory, orders } from "../../db/schema/orders";
import type { Executor, NewOrderLine, NewOrderRow, OrderPlace, OrderRecord } from "./order-rows";

/** The first key of advisory locks taken per event slot. */
const EVENT_SLOT_LOCK = 7_402_612;

/** What a move says beside its status (issue 26): a cancel's reason, an accept's prep time and the new promised time. */
export interface MoveSays {
  reason?: string;
  prepMinutes?: number;
  etaAt?: Date;
}

/** Moves an order only if it is still in `from` (no lost updates between two staff screens), with its history. */
export async function moveStatusRow(
  tx: Executor,
  orderId: string,
  from: number,
  to: number,
  actor: string,
  at: Date,
  says: MoveSays = {},
): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ status: to, updatedAt: at, ...(says.etaAt ? { etaAt: says.etaAt } : {}) })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (rows.length !== 1) return false;
  const { reason = null, prepMinutes = null } = says;
  await tx.insert(orderStatusHistory).values({ orderId, status: to, actor, at, reason, prepMinutes });
  return true;
}

/** Changes an order only while it is still in `status`; false when it moved meanwhile. */
export async function updateOrderIfStatus(
  executor: Executor,
  orderId: string,
  status: number,
  changes: Partial<typeof orders.$inferInsert>,
): Promise<boolean> {
  const rows = await executor
    .update(orders)
    .set(changes)
    .where(and(eq(orders.id, orderId), eq(orders.status, status)))
    .returning({ id: orders.id });
  return rows.length === 1;
}

export function orderWrites(db: Database) {
  return {
    async nextOrderNumber(tx: Executor, locationId: number): Promise<number> {
      const [row] = await tx
        .insert(orderCounters)
        .values({ locationId, next: 1001 })
        .onConflictDoUpdate({ target: orderCounters.locationId, set: { next: sql`${orderCounters.next} + 1` } })
        .returning({ next: orderCounters.next });
      return row!.next;
    },

    async insertOrder(tx: Executor, order: NewOrderRow, lines: NewOrderLine[], actor: string, place: OrderPlace): Promise<OrderRecord> {
      const [row] = await tx.insert(orders).values(order).returning();
      const items = await tx
        .insert(orderItems)
        .values(lines.map((l) => ({ ...l, orderId: order.id! })))
        .returning();
      const history = await tx
        .insert(orderStatusHistory)
        .values({ orderId: order.id!, status: order.status, actor, at: order.createdAt })
        .returning();
      return {
        order: row!,
        items,
        history,
        place,
        payments: [],
        coupon: null,
        offers: [],
        tab: null,
        deliveries: [],
        courierDueAt: null,
        queuePlace: null,
        lateness: null,
      };
    },

    moveStatus: moveStatusRow,

    updateOrderIfStatus: (orderId: string, status: number, changes: Partial<typeof orders.$inferInsert>, executor: Executor = db) =>
      updateOrderIfStatus(executor, orderId, status, changes),

    /** Serializes orders for one event slot and counts those still standing. */
    async lockAndCountSlot(tx: Executor, slotId: number): Promise<number> {
      await tx.execute(sql`select pg_advisory_xact_lock(${EVENT_SLOT_LOCK}, ${slotId})`);
      const [row] = await tx
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.eventSlotId, slotId), notInArray(orders.status, [...CANCELLED_ORDER_STATUSES])));
      return row?.n ?? 0;
    },
  };
}
