/** Drizzle queries for refresh tokens, revoked sessions and password resets. No rules here, and no transaction of its own. */
import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { passwordResets, refreshTokens, revokedSessions } from "../../db/schema/auth";

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Whose sessions: a diner's (or a guest's), or a staff member's. */
export type SessionOwner = { customerId: string } | { staffId: string };

const ownedBy = (owner: SessionOwner) =>
  "staffId" in owner ? eq(refreshTokens.staffId, owner.staffId) : eq(refreshTokens.customerId, owner.customerId);

/** Whether the session was ended (signed out, or its refresh token reused): one primary-key lookup. */
export async function isSessionRevoked(executor: Executor, sessionId: string): Promise<boolean> {
  const rows = await executor
    .select({ sessionId: revokedSessions.sessionId })
    .from(revokedSessions)
    .where(eq(revokedSessions.sessionId, sessionId))
    .limit(1);
  return rows.length > 0;
}

export function createAuthRepository(db: Database) {
  return {
    /** Runs work in one transaction; the operation that needs one opens it. */
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),

    async insertRefreshToken(row: typeof refreshTokens.$inferInsert, executor: Executor = db): Promise<void> {
      await executor.insert(refreshTokens).values(row);
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

    async revokeFamily(familyId: string, now: Date, executor: Executor = db): Promise<void> {
      await executor
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async revokeAllOf(owner: SessionOwner, now: Date, executor: Executor = db): Promise<void> {
      await executor
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(ownedBy(owner), isNull(refreshTokens.revokedAt)));
    },

    /** The refresh-token families (sessions) of a diner or a staff member that were issued a token after `since`. */
    async familiesIssuedSince(owner: SessionOwner, since: Date, executor: Executor = db): Promise<string[]> {
      const rows = await executor
        .selectDistinct({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(and(ownedBy(owner), gt(refreshTokens.createdAt, since)));
      return rows.map((row) => row.familyId);
    },

    /** Records sessions as revoked until `expiresAt` (a session revoked twice keeps its first time and its later end). */
    async insertRevokedSessions(sessionIds: string[], revokedAt: Date, expiresAt: Date, executor: Executor = db): Promise<void> {
      if (sessionIds.length === 0) return;
      await executor
        .insert(revokedSessions)
        .values(sessionIds.map((sessionId) => ({ sessionId, revokedAt, expiresAt })))
        .onConflictDoUpdate({
          target: revokedSessions.sessionId,
          set: { expiresAt: sql`greatest(${revokedSessions.expiresAt}, excluded.expires_at)` },
        });
    },

    async deleteRevokedSessionsExpiredBy(now: Date, executor: Executor = db): Promise<void> {
      await executor.delete(revokedSessions).where(lte(revokedSessions.expiresAt, now));
    },

    /** One primary-key lookup. */
    isSessionRevoked: (sessionId: string): Promise<boolean> => isSessionRevoked(db, sessionId),

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
