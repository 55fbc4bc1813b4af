/** Drizzle queries for OTP challenges, refresh tokens and password resets. No rules here. */
import { and, count, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { otpChallenges, passwordResets, refreshTokens } from "../../db/accounts-schema";
import type { Database } from "../../db/client";

export type OtpPurpose = (typeof otpChallenges.$inferSelect)["purpose"];
export type OtpChallengeRow = typeof otpChallenges.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

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

    async latestChallenge(phoneNumber: string, purpose?: OtpPurpose): Promise<OtpChallengeRow | null> {
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

    /** Marks a challenge used; false when another request used it first. */
    async consumeChallenge(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(otpChallenges)
        .set({ consumedAt: now })
        .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
        .returning({ id: otpChallenges.id });
      return rows.length === 1;
    },

    async insertRefreshToken(row: typeof refreshTokens.$inferInsert): Promise<void> {
      await db.insert(refreshTokens).values(row);
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | null> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
      return row ?? null;
    },

    /** Marks a token exchanged; false when it was already used or revoked (a reuse). */
    async markRefreshTokenUsed(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async revokeAllOf(customerId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.customerId, customerId), isNull(refreshTokens.revokedAt)));
    },

    async insertPasswordReset(row: typeof passwordResets.$inferInsert): Promise<void> {
      await db.insert(passwordResets).values(row);
    },

    /** Uses a reset token once; the customer id when it was valid. */
    async usePasswordReset(tokenHash: string, now: Date): Promise<string | null> {
      const rows = await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
        .returning({ customerId: passwordResets.customerId });
      return rows[0]?.customerId ?? null;
    },
  };
}

export type AuthQueries = ReturnType<typeof queries>;

export function createAuthRepository(db: Database) {
  return {
    ...queries(db),

    /**
     * Runs `work` in a transaction holding an advisory lock on each key (taken in sorted order, so two
     * callers never wait on each other in a cycle): requests for the same keys run one after another.
     */
    async withLocks<T>(keys: string[], work: (locked: AuthQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        for (const key of [...new Set(keys)].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
        return work(queries(tx as unknown as Database));
      });
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
