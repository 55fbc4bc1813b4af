/**
 * Drizzle queries on the order row of a table's tab: finding and locking it, closing it, adding a round's dishes and
 * money. Its diners and rounds are bills' (bills/tabs.repository.ts). No rules here.
 */
import { and, eq, inArray, max, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderItems, orders } from "../../db/schema/orders";
import type { Executor, NewOrderLine, OrderRow } from "./order-rows";

/** The first key of advisory locks taken per table: two first orders at one table open one tab. */
const TABLE_TAB_LOCK = 7_402_613;

const liveTab = (locationId: number, tableId: string) =>
  and(eq(orders.locationId, locationId), eq(orders.tableId, tableId), inArray(orders.tabState, ["open", "settling"]));

/** The round's dishes leave the order's lines (a round voided, decision 028). */
export async function deleteRoundLines(tx: Executor, orderId: string, roundNo: number): Promise<void> {
  await tx.delete(orderItems).where(and(eq(orderItems.orderId, orderId), eq(orderItems.roundNo, roundNo)));
}

/** Closes the tab; answers its restaurant and table. */
export async function closeTabRow(tx: Executor, orderId: string, at: Date): Promise<{ locationId: number; tableId: string | null } | null> {
  const [row] = await tx
    .update(orders)
    .set({ tabState: "closed", updatedAt: at })
    .where(eq(orders.id, orderId))
    .returning({ locationId: orders.locationId, tableId: orders.tableId });
  return row ?? null;
}

export function tabQueries(db: Database) {
  return {
    /** Serializes every placement at one table until the transaction ends, then reads its open or settling tab, locked. */
    async lockTableTab(tx: Executor, locationId: number, tableId: string): Promise<OrderRow | null> {
      await tx.execute(sql`select pg_advisory_xact_lock(${TABLE_TAB_LOCK}, hashtext(${`${locationId}:${tableId}`}))`);
      const [row] = await tx.select().from(orders).where(liveTab(locationId, tableId)).limit(1).for("update");
      return row ?? null;
    },

    closeTab: closeTabRow,

    /** An order's row, locked until the transaction ends. */
    async lockOrderRow(tx: Executor, orderId: string): Promise<OrderRow | null> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for("update");
      return row ?? null;
    },

    /** The open or settling tab at a table, if any (unlocked). */
    async tabAtTable(locationId: number, tableId: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(liveTab(locationId, tableId)).limit(1);
      return row ?? null;
    },

    /** The tab's dishes' last cart position (-1 for none). */
    async lastLinePosition(tx: Executor, orderId: string): Promise<number> {
      const [line] = await tx
        .select({ n: max(orderItems.sortOrder) })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
      return line?.n ?? -1;
    },

    async insertRoundLines(tx: Executor, orderId: string, lines: NewOrderLine[]): Promise<void> {
      await tx.insert(orderItems).values(lines.map((l) => ({ ...l, orderId })));
    },

    /** Adds a round's money to the tab's. */
    async addToBill(tx: Executor, orderId: string, added: { subtotal: number; tax: number; total: number }, at: Date): Promise<void> {
      await tx
        .update(orders)
        .set({
          subtotal: sql`${orders.subtotal} + ${added.subtotal}`,
          tax: sql`${orders.tax} + ${added.tax}`,
          total: sql`${orders.total} + ${added.total}`,
          updatedAt: at,
        })
        .where(eq(orders.id, orderId));
    },
  };
}
