/** Drizzle queries for late-order rules and follow-ups. No rules here; every write that must happen once is conditional. */
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { lateOrderFollowups, lateOrderRules } from "../../db/schema/late-orders";

export type LateOrderRulesRow = typeof lateOrderRules.$inferSelect;
export type FollowupRow = typeof lateOrderFollowups.$inferSelect;

export async function rulesOfLocations(executor: Executor, locationIds: number[]): Promise<Map<number, LateOrderRulesRow>> {
  if (locationIds.length === 0) return new Map();
  const rows = await executor.select().from(lateOrderRules).where(inArray(lateOrderRules.locationId, locationIds));
  return new Map(rows.map((r) => [r.locationId, r]));
}

export async function writeRules(executor: Executor, row: LateOrderRulesRow): Promise<void> {
  const { locationId, ...rest } = row;
  await executor.insert(lateOrderRules).values(row).onConflictDoUpdate({ target: lateOrderRules.locationId, set: rest });
}

/** Records the follow-up unless the order has one; false when another sweep recorded it first. */
export async function insertFollowup(
  executor: Executor,
  row: Pick<FollowupRow, "orderId" | "locationId" | "customerId" | "promisedAt" | "newTime" | "toldAt">,
): Promise<boolean> {
  const rows = await executor
    .insert(lateOrderFollowups)
    .values(row)
    .onConflictDoNothing({ target: lateOrderFollowups.orderId })
    .returning({ orderId: lateOrderFollowups.orderId });
  return rows.length === 1;
}

export async function followupsOf(executor: Executor, orderIds: string[]): Promise<FollowupRow[]> {
  if (orderIds.length === 0) return [];
  return executor.select().from(lateOrderFollowups).where(inArray(lateOrderFollowups.orderId, orderIds));
}

export async function followupOf(executor: Executor, orderId: string): Promise<FollowupRow | null> {
  const [row] = await executor.select().from(lateOrderFollowups).where(eq(lateOrderFollowups.orderId, orderId));
  return row ?? null;
}

/** Follow-ups with no credit yet (neither offered nor given). */
export function followupsWithoutCredit(executor: Executor): Promise<FollowupRow[]> {
  return executor.select().from(lateOrderFollowups).where(isNull(lateOrderFollowups.creditState)).limit(500);
}

/** Offers the credit, if none was offered or given yet; false otherwise. */
export async function markCreditOffered(executor: Executor, orderId: string, amount: number, at: Date): Promise<boolean> {
  const rows = await executor
    .update(lateOrderFollowups)
    .set({ creditState: "offered", creditAmount: amount, creditOfferedAt: at })
    .where(and(eq(lateOrderFollowups.orderId, orderId), isNull(lateOrderFollowups.creditState)))
    .returning({ orderId: lateOrderFollowups.orderId });
  return rows.length === 1;
}

/**
 * Marks the credit given, if it is in state `from` (null: nothing offered yet, the sweep gives it at once); answers
 * the amount given, or null when it was given already (or not offered).
 */
export async function markCreditGiven(
  executor: Executor,
  change: { orderId: string; from: "offered" | null; amount?: number; at: Date; by: string },
): Promise<number | null> {
  const state = change.from === null ? isNull(lateOrderFollowups.creditState) : eq(lateOrderFollowups.creditState, change.from);
  const rows = await executor
    .update(lateOrderFollowups)
    .set({
      creditState: "given",
      creditGivenAt: change.at,
      creditGivenBy: change.by,
      ...(change.amount !== undefined ? { creditAmount: change.amount, creditOfferedAt: change.at } : {}),
    })
    .where(and(eq(lateOrderFollowups.orderId, change.orderId), state))
    .returning({ amount: lateOrderFollowups.creditAmount });
  return rows[0]?.amount ?? null;
}
