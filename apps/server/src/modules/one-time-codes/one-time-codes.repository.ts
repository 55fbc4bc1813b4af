/** Drizzle queries for one-time code challenges, on the database or the caller's transaction. No rules here. */
import { and, count, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { otpChallenges } from "../../db/schema/one-time-codes";

export type CodePurpose = (typeof otpChallenges.$inferSelect)["purpose"];
export type CodeChallengeRow = typeof otpChallenges.$inferSelect;

/** Challenges created after `since`, by number or client address. */
export async function countChallengesSince(
  executor: Executor,
  by: { phoneNumber?: string; clientIp?: string },
  since: Date,
): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(otpChallenges)
    .where(
      and(
        gt(otpChallenges.createdAt, since),
        by.phoneNumber ? eq(otpChallenges.phoneNumber, by.phoneNumber) : undefined,
        by.clientIp ? eq(otpChallenges.clientIp, by.clientIp) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export async function latestChallenge(executor: Executor, phoneNumber: string, purpose?: CodePurpose): Promise<CodeChallengeRow | null> {
  const [row] = await executor
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.phoneNumber, phoneNumber), purpose ? eq(otpChallenges.purpose, purpose) : undefined))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertChallenge(executor: Executor, row: typeof otpChallenges.$inferInsert & { id: string }): Promise<void> {
  await executor.insert(otpChallenges).values(row);
}

/**
 * Takes one of the challenge's tries in a single statement, so guesses sent together cannot
 * all read the same count; the tries taken so far, or null when none is left (or it was used).
 */
export async function takeAttempt(executor: Executor, id: string, maxAttempts: number): Promise<number | null> {
  const [row] = await executor
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(and(eq(otpChallenges.id, id), lt(otpChallenges.attempts, maxAttempts), isNull(otpChallenges.consumedAt)))
    .returning({ attempts: otpChallenges.attempts });
  return row?.attempts ?? null;
}

/** Gives back a try taken by a right code, so proving a code spends nothing. */
export async function giveBackAttempt(executor: Executor, id: string): Promise<void> {
  await executor
    .update(otpChallenges)
    .set({ attempts: sql`greatest(${otpChallenges.attempts} - 1, 0)` })
    .where(eq(otpChallenges.id, id));
}

/** Marks a challenge used; false when another request used it first. */
export async function consumeChallenge(executor: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await executor
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  return rows.length === 1;
}

/**
 * Runs `work` in a transaction holding an advisory lock on each key (taken in sorted order, so two
 * callers never wait on each other in a cycle): requests for the same keys run one after another.
 */
export async function withCodeLocks<T>(db: Database, keys: string[], work: (locked: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    for (const key of [...new Set(keys)].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    return work(tx);
  });
}
