/**
 * A tab's own rows, for the order record (orders' port, decision 034): its diners, rounds and live split parts, the
 * tabs a customer sits at, and a guest's places at tables carried to the customer a code signed in (decision 016).
 */
import { and, desc, eq, inArray, ne, notInArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { orderRounds, orderSplits, tabDiners } from "../../db/schema/bills";

/** The diners (by joining time), rounds (by number) and split parts (not void, newest plan first) of these tabs. */
export async function tabPartsOfOrders(executor: Executor, orderIds: string[]) {
  const diners = await executor.select().from(tabDiners).where(inArray(tabDiners.orderId, orderIds)).orderBy(tabDiners.joinedAt);
  const rounds = await executor.select().from(orderRounds).where(inArray(orderRounds.orderId, orderIds)).orderBy(orderRounds.roundNo);
  const splits = await executor
    .select()
    .from(orderSplits)
    .where(and(inArray(orderSplits.orderId, orderIds), ne(orderSplits.state, "void")))
    .orderBy(desc(orderSplits.planNo), orderSplits.position);
  return { diners, rounds, splits };
}

/** The tabs (order ids) the customer has a place at. */
export async function tabsOfDiner(executor: Executor, customerId: string): Promise<string[]> {
  const rows = await executor.select({ orderId: tabDiners.orderId }).from(tabDiners).where(eq(tabDiners.customerId, customerId));
  return rows.map((r) => r.orderId);
}

/**
 * The guest's places at tables become the customer's, except where the customer already sits (that one stays). Runs in
 * the sign-in's transaction.
 */
export async function moveTabSeats(tx: Executor, fromCustomerId: string, toCustomerId: string): Promise<number> {
  const theirs = tx.select({ orderId: tabDiners.orderId }).from(tabDiners).where(eq(tabDiners.customerId, toCustomerId));
  const moved = await tx
    .update(tabDiners)
    .set({ customerId: toCustomerId })
    .where(and(eq(tabDiners.customerId, fromCustomerId), notInArray(tabDiners.orderId, theirs)))
    .returning({ orderId: tabDiners.orderId });
  return moved.length;
}
