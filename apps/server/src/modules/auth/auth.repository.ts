/** Drizzle queries for refresh tokens and password resets. No rules here. */
import { and, eq, gt, isNull } from "drizzle-orm";
import { passwordResets, refreshTokens } from "../../db/accounts-schema";
import type { Database } from "../../db/client";

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export function createAuthRepository(db: Database) {
  return {
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
