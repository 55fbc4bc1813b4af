/** Drizzle queries for a table's tab: finding and locking it, its diners and rounds, adding a round. No rules here. */
import { and, count, eq, inArray, isNull, max, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderRounds, tabDiners } from "../../db/schema/bills";
import { orderItems, orders } from "../../db/schema/orders";
import { payments } from "../../db/schema/payments";
import type { Executor, NewOrderLine, OrderRow } from "./order-rows";

/** The first key of advisory locks taken per table: two first orders at one table open one tab. */
const TABLE_TAB_LOCK = 7_402_613;

const liveTab = (locationId: number, tableId: string) =>
  and(eq(orders.locationId, locationId), eq(orders.tableId, tableId), inArray(orders.tabState, ["open", "settling"]));

/** The round's dishes leave the order's lines (a round voided, decision 028). */
export async function deleteRoundLines(tx: Executor, orderId: string, roundNo: number): Promise<void> {
  await tx.delete(orderItems).where(and(eq(orderItems.orderId, orderId), eq(orderItems.roundNo, roundNo)));
}

export function tabQueries(db: Database) {
  return {
    /** Serializes every placement at one table until the transaction ends, then reads its open or settling tab, locked. */
    async lockTableTab(tx: Executor, locationId: number, tableId: string): Promise<OrderRow | null> {
      await tx.execute(sql`select pg_advisory_xact_lock(${TABLE_TAB_LOCK}, hashtext(${`${locationId}:${tableId}`}))`);
      const [row] = await tx.select().from(orders).where(liveTab(locationId, tableId)).limit(1).for("update");
      return row ?? null;
    },

    /** Closes the tab; answers its restaurant and table. */
    async closeTab(tx: Executor, orderId: string, at: Date): Promise<{ locationId: number; tableId: string | null } | null> {
      const [row] = await tx
        .update(orders)
        .set({ tabState: "closed", updatedAt: at })
        .where(eq(orders.id, orderId))
        .returning({ locationId: orders.locationId, tableId: orders.tableId });
      return row ?? null;
    },

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

    /** The round an idempotency key placed, with the customer who placed it. */
    async roundByKey(key: string): Promise<{ orderId: string; requestHash: string; customerId: string } | null> {
      const [row] = await db
        .select({ orderId: orderRounds.orderId, requestHash: orderRounds.requestHash, customerId: tabDiners.customerId })
        .from(orderRounds)
        .innerJoin(tabDiners, eq(tabDiners.id, orderRounds.dinerId))
        .where(eq(orderRounds.idempotencyKey, key))
        .limit(1);
      return row ?? null;
    },

    /** The diner's place at the tab: made on their first round, the same one after. */
    async joinTab(tx: Executor, diner: { id?: string; orderId: string; customerId: string; name: string }, at: Date): Promise<string> {
      const { orderId, customerId } = diner;
      await tx
        .insert(tabDiners)
        .values({ ...diner, joinedAt: at })
        .onConflictDoNothing();
      const [row] = await tx
        .select({ id: tabDiners.id })
        .from(tabDiners)
        .where(and(eq(tabDiners.orderId, orderId), eq(tabDiners.customerId, customerId)));
      return row!.id;
    },

    /** The tab's last round number and its dishes' last cart position (0 and -1 for none). */
    async lastRound(tx: Executor, orderId: string): Promise<{ roundNo: number; sortOrder: number }> {
      const [round] = await tx
        .select({ n: max(orderRounds.roundNo) })
        .from(orderRounds)
        .where(eq(orderRounds.orderId, orderId));
      const [line] = await tx
        .select({ n: max(orderItems.sortOrder) })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
      return { roundNo: round?.n ?? 0, sortOrder: line?.n ?? -1 };
    },

    async insertRound(tx: Executor, round: typeof orderRounds.$inferInsert): Promise<void> {
      await tx.insert(orderRounds).values(round);
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

    /** Whether a payment of the whole order (no split) is in one of these states. */
    async wholeBillPaymentIn(tx: Executor, orderId: string, states: readonly string[]): Promise<boolean> {
      const [row] = await tx
        .select({ n: count() })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), isNull(payments.splitId), inArray(payments.state, states as never[])));
      return (row?.n ?? 0) > 0;
    },
  };
}
