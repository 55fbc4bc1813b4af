/** Drizzle queries for one-time code challenges. No rules here. */
import { and, count, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { otpChallenges } from "../../db/schema/one-time-codes";

export type CodePurpose = (typeof otpChallenges.$inferSelect)["purpose"];
export type CodeChallengeRow = typeof otpChallenges.$inferSelect;

function queries(db: Database) {
  return {
    /** Challenges created after `since`, by number or client address. */
    async countChallengesSince(by: { phoneNumber?: string; clientIp?: string }, since: Date): Promise<number> {
      const [row] = await db
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
    },

    async latestChallenge(phoneNumber: string, purpose?: CodePurpose): Promise<CodeChallengeRow | null> {
      const [row] = await db
        .select()
        .from(otpChallenges)
        .where(and(eq(otpChallenges.phoneNumber, phoneNumber), purpose ? eq(otpChallenges.purpose, purpose) : undefined))
        .orderBy(desc(otpChallenges.createdAt))
        .limit(1);
      return row ?? null;
    },

    async insertChallenge(row: typeof otpChallenges.$inferInsert & { id: string }): Promise<void> {
      await db.insert(otpChallenges).values(row);
    },

    /**
     * Takes one of the challenge's tries in a single statement, so guesses sent together cannot
     * all read the same count; the tries taken so far, or null when none is left (or it was used).
     */
    async takeAttempt(id: string, maxAttempts: number): Promise<number | null> {
      const [row] = await db
        .update(otpChallenges)
        .set({ attempts: sql`${otpChallenges.attempts} + 1` })
        .where(and(eq(otpChallenges.id, id), lt(otpChallenges.attempts, maxAttempts), isNull(otpChallenges.consumedAt)))
        .returning({ attempts: otpChallenges.attempts });
      return row?.attempts ?? null;
    },

    /** Gives back a try taken by a right code, so proving a code spends nothing. */
    async giveBackAttempt(id: string): Promise<void> {
      await db
        .update(otpChallenges)
        .set({ attempts: sql`greatest(${otpChallenges.attempts} - 1, 0)` })
        .where(eq(otpChallenges.id, id));
    },
    /** Marks a challenge used; false when another request used it first. */
    async consumeChallenge(id: string, now: Date, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .update(otpChallenges)
        .set({ consumedAt: now })
        .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
        .returning({ id: otpChallenges.id });
      return rows.length === 1;
    },
  };
}

export type CodeQueries = ReturnType<typeof queries>;

export function createOneTimeCodesRepository(db: Database) {
  return {
    ...queries(db),
    /**
     * Runs `work` in a transaction holding an advisory lock on each key (taken in sorted order, so two
     * callers never wait on each other in a cycle): requests for the same keys run one after another.
     */
    async withLocks<T>(keys: string[], work: (locked: CodeQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        for (const key of [...new Set(keys)].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
        return work(queries(tx as unknown as Database));
      });
    },
  };
}

export type OneTimeCodesRepository = ReturnType<typeof createOneTimeCodesRepository>;
