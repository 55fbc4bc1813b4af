/** Drizzle queries for the kitchen's tickets: a tab's rounds and dishes, and moving them. No rules here. */
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderRounds, orderSplits, tabDiners } from "../../db/schema/bills";
import { orderItems, orders } from "../../db/schema/orders";
import type { Executor, OrderItemRow, OrderRow } from "./order-rows";

/** A round of a tab as the kitchen reads it: its ticket and who ordered it. */
export interface RoundRow {
  orderId: string;
  roundNo: number;
  dinerName: string;
  placedAt: Date;
  ticketStatus: number | null;
  /** Set when staff voided the round (its dishes are gone). */
  voidedAt: Date | null;
}

const roundColumns = {
  orderId: orderRounds.orderId,
  roundNo: orderRounds.roundNo,
  dinerName: tabDiners.name,
  placedAt: orderRounds.placedAt,
  ticketStatus: orderRounds.ticketStatus,
  voidedAt: orderRounds.voidedAt,
};

/** Locks the order and reads it with its dishes and rounds, as the kitchen moves them. */
export async function lockForKitchen(
  tx: Executor,
  orderId: string,
): Promise<{ order: OrderRow; dishes: OrderItemRow[]; rounds: RoundRow[] } | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) return null;
  const dishes = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.sortOrder));
  const rounds = await tx
    .select(roundColumns)
    .from(orderRounds)
    .innerJoin(tabDiners, eq(tabDiners.id, orderRounds.dinerId))
    .where(eq(orderRounds.orderId, orderId))
    .orderBy(asc(orderRounds.roundNo));
  return { order, dishes, rounds };
}

export function kitchenQueries(db: Database) {
  return {
    /** The rounds of these orders, by order and round number. */
    async roundsOf(orderIds: string[], executor: Executor = db): Promise<RoundRow[]> {
      if (orderIds.length === 0) return [];
      return executor
        .select(roundColumns)
        .from(orderRounds)
        .innerJoin(tabDiners, eq(tabDiners.id, orderRounds.dinerId))
        .where(inArray(orderRounds.orderId, orderIds))
        .orderBy(asc(orderRounds.orderId), asc(orderRounds.roundNo));
    },

    /** The line ids of a part of an order's split bill (voided parts included), or null when it is not this order's. */
    async splitLineIds(orderId: string, splitId: string): Promise<number[] | null> {
      const [row] = await db
        .select({ lines: orderSplits.lines })
        .from(orderSplits)
        .where(and(eq(orderSplits.id, splitId), eq(orderSplits.orderId, orderId)))
        .limit(1);
      return row ? row.lines.map((l) => l.lineId) : null;
    },

    /** A location's rounds not yet served, of accepted tabs that are still going, oldest first. */
    async openRounds(locationId: number, skipStatuses: number[], limit: number): Promise<RoundRow[]> {
      return db
        .select(roundColumns)
        .from(orderRounds)
        .innerJoin(tabDiners, eq(tabDiners.id, orderRounds.dinerId))
        .innerJoin(orders, eq(orders.id, orderRounds.orderId))
        .where(
          and(
            eq(orders.locationId, locationId),
            isNotNull(orders.tabState),
            notInArray(orders.status, skipStatuses),
            // A voided round's ticket is gone from the kitchen.
            isNull(orderRounds.voidedAt),
            or(isNull(orderRounds.ticketStatus), sql`${orderRounds.ticketStatus} <> 59`),
          ),
        )
        .orderBy(asc(orderRounds.placedAt), asc(orderRounds.id))
        .limit(limit);
    },

    /** The orders and dishes of these orders, dishes in the order they were put in the cart. */
    async ordersWithDishes(orderIds: string[]): Promise<{ orders: OrderRow[]; dishes: OrderItemRow[] }> {
      if (orderIds.length === 0) return { orders: [], dishes: [] };
      const [found, dishes] = await Promise.all([
        db.select().from(orders).where(inArray(orders.id, orderIds)),
        db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.sortOrder), asc(orderItems.id)),
      ]);
      return { orders: found, dishes };
    },

    /** Locks the order's row until the transaction ends; reads it with its dishes and rounds as they now are. */
    lockForKitchen,

    /** Moves dishes still in `from` (null: sent) to `to`; the ids of those that moved. */
    async moveDishes(tx: Executor, orderId: string, lineIds: number[], from: number | null, to: number, at: Date): Promise<number[]> {
      if (lineIds.length === 0) return [];
      const rows = await tx
        .update(orderItems)
        .set({ itemStatus: to, itemStatusAt: at })
        .where(
          and(eq(orderItems.orderId, orderId), inArray(orderItems.id, lineIds), sql`${orderItems.itemStatus} is not distinct from ${from}`),
        )
        .returning({ id: orderItems.id });
      return rows.map((r) => r.id);
    },

    /** Moves a round's ticket still in `from` (null: in the kitchen) to `to`; false when it moved meanwhile. */
    async moveTicket(tx: Executor, orderId: string, roundNo: number, from: number | null, to: number, at: Date): Promise<boolean> {
      const rows = await tx
        .update(orderRounds)
        .set({ ticketStatus: to, ticketStatusAt: at })
        .where(
          and(
            eq(orderRounds.orderId, orderId),
            eq(orderRounds.roundNo, roundNo),
            sql`${orderRounds.ticketStatus} is not distinct from ${from}`,
          ),
        )
        .returning({ id: orderRounds.id });
      return rows.length === 1;
    },
  };
}
