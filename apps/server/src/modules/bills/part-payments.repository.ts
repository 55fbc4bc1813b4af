/** Drizzle queries for paying the parts of a split bill: the parts standing, and a part marked paid or unpaid. No rules here. */
import { and, desc, eq, ne } from "drizzle-orm";
import { orderSplits } from "../../db/schema/bills";
import type { Executor } from "../orders/public";
import type { SplitRow } from "./bills.repository";

/** The parts of the newest plan that has a part not void, void parts left out, by position. */
export async function standingPartRows(tx: Executor, orderId: string): Promise<SplitRow[]> {
  const rows = await tx
    .select()
    .from(orderSplits)
    .where(and(eq(orderSplits.orderId, orderId), ne(orderSplits.state, "void")))
    .orderBy(desc(orderSplits.planNo), orderSplits.position);
  const newest = rows[0]?.planNo;
  return rows.filter((r) => r.planNo === newest);
}

export async function writePartState(tx: Executor, splitId: string, state: "paid" | "unpaid", paidAt: Date | null): Promise<void> {
  await tx.update(orderSplits).set({ state, paidAt }).where(eq(orderSplits.id, splitId));
}
