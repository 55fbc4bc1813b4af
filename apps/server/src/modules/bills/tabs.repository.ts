/** Drizzle queries on a table's tab's own rows: its diners and its rounds. No rules here. */
import { and, eq, max } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { orderRounds, tabDiners } from "../../db/schema/bills";

/** The round an idempotency key placed, with the customer who placed it. */
export async function roundByKey(
  executor: Executor,
  key: string,
): Promise<{ orderId: string; requestHash: string; customerId: string } | null> {
  const [row] = await executor
    .select({ orderId: orderRounds.orderId, requestHash: orderRounds.requestHash, customerId: tabDiners.customerId })
    .from(orderRounds)
    .innerJoin(tabDiners, eq(tabDiners.id, orderRounds.dinerId))
    .where(eq(orderRounds.idempotencyKey, key))
    .limit(1);
  return row ?? null;
}

/** The diner's place at the tab: made on their first round, the same one after. */
export async function joinTab(
  tx: Executor,
  diner: { id?: string; orderId: string; customerId: string; name: string },
  at: Date,
): Promise<string> {
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
}

/** The tab's last round number (0 for none). */
export async function lastRoundNo(tx: Executor, orderId: string): Promise<number> {
  const [round] = await tx
    .select({ n: max(orderRounds.roundNo) })
    .from(orderRounds)
    .where(eq(orderRounds.orderId, orderId));
  return round?.n ?? 0;
}

export async function insertRound(tx: Executor, round: typeof orderRounds.$inferInsert): Promise<void> {
  await tx.insert(orderRounds).values(round);
}
