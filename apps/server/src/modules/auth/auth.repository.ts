/** Drizzle queries for OTP challenges, refresh tokens and password resets. No rules here. */
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { otpChallenges, passwordResets, refreshTokens } from "../../db/schema";

export type OtpPurpose = (typeof otpChallenges.$inferSelect)["purpose"];
export type OtpChallengeRow = typeof otpChallenges.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export function createAuthRepository(db: Database) {
  return {
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

    /** Counts a wrong try; returns the attempts made so far. */
    async addAttempt(id: string): Promise<number> {
      const [row] = await db
        .update(otpChallenges)
        .set({ attempts: sql`${otpChallenges.attempts} + 1` })
        .where(eq(otpChallenges.id, id))
        .returning({ attempts: otpChallenges.attempts });
      return row?.attempts ?? 0;
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

export type AuthRepository = ReturnType<typeof createAuthRepository>;
