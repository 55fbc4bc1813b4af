/** Drizzle queries for a table's bill as split (issue 13): its diners, its split parts, and the tab's state. No rules here. */
import { and, asc, eq, isNull, max, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderRounds, orderSplits, tabDiners, type VoidedLine } from "../../db/schema/bills";
import { type Executor, setTabState } from "../orders/public";

export type SplitRow = typeof orderSplits.$inferSelect;
export type NewSplitRow = typeof orderSplits.$inferInsert;

/** The number of the newest plan, void or not (0: never split). */
async function lastPlanNo(tx: Executor, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ planNo: max(orderSplits.planNo) })
    .from(orderSplits)
    .where(eq(orderSplits.orderId, orderId));
  return row?.planNo ?? 0;
}

/** A part of the order's bill (any plan, void parts too), or null. */
export async function splitOf(executor: Executor, orderId: string, splitId: string): Promise<SplitRow | null> {
  const [row] = await executor
    .select()
    .from(orderSplits)
    .where(and(eq(orderSplits.orderId, orderId), eq(orderSplits.id, splitId)))
    .limit(1);
  return row ?? null;
}

export function createBillsRepository(db: Database) {
  return {
    lastPlanNo,
    splitOf,

    /** Runs work in one transaction; the operation that needs one opens it. */
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),

    /** The tab's diners, in the order they joined (at one moment: in the order of their first round). */
    async dinersOf(tx: Executor, orderId: string): Promise<{ dinerId: string; name: string }[]> {
      return tx
        .select({ dinerId: tabDiners.id, name: tabDiners.name })
        .from(tabDiners)
        .leftJoin(orderRounds, eq(orderRounds.dinerId, tabDiners.id))
        .where(eq(tabDiners.orderId, orderId))
        .groupBy(tabDiners.id)
        .orderBy(asc(tabDiners.joinedAt), sql`min(${orderRounds.roundNo}) nulls last`, asc(tabDiners.id));
    },

    /** The parts of the bill as it is split now (the newest plan, void parts left out), by position. */
    async livePlan(tx: Executor, orderId: string): Promise<SplitRow[]> {
      const newest = await lastPlanNo(tx, orderId);
      const rows = await tx
        .select()
        .from(orderSplits)
        .where(and(eq(orderSplits.orderId, orderId), eq(orderSplits.planNo, newest)))
        .orderBy(asc(orderSplits.position));
      return rows.filter((r) => r.state !== "void");
    },

    /** Voids the order's unpaid parts (of any plan). */
    async voidUnpaidParts(tx: Executor, orderId: string): Promise<void> {
      await tx
        .update(orderSplits)
        .set({ state: "void" })
        .where(and(eq(orderSplits.orderId, orderId), eq(orderSplits.state, "unpaid")));
    },

    /** A part's tip as whoever pays it chose, and its wallet and total with it. */
    async tipPart(tx: Executor, splitId: string, money: Pick<SplitRow, "tip" | "tipType" | "walletRedeemed" | "total">): Promise<void> {
      await tx.update(orderSplits).set(money).where(eq(orderSplits.id, splitId));
    },

    async insertParts(tx: Executor, parts: NewSplitRow[]): Promise<void> {
      await tx.insert(orderSplits).values(parts);
    },

    /**
     * Marks a round voided (decision 028), its dishes kept on it as they were, with when, who and why; false when it
     * was voided meanwhile.
     */
    async markRoundVoided(
      tx: Executor,
      orderId: string,
      roundNo: number,
      voided: { at: Date; by: string; reason: string; lines: VoidedLine[] },
    ): Promise<boolean> {
      const rows = await tx
        .update(orderRounds)
        .set({ voidedAt: voided.at, voidedBy: voided.by, voidReason: voided.reason, voidedLines: voided.lines })
        .where(and(eq(orderRounds.orderId, orderId), eq(orderRounds.roundNo, roundNo), isNull(orderRounds.voidedAt)))
        .returning({ id: orderRounds.id });
      return rows.length === 1;
    },

    /** The tab's state is the order's: changed through the orders module. */
    setTabState,
  };
}

export type BillsRepository = ReturnType<typeof createBillsRepository>;
