/** Sessions: a short-lived access token and a rotated refresh token; a reused refresh token revokes its family. */
import { randomUUID } from "node:crypto";
import { ACCESS_TOKEN_TTL_MS, AUTH_TEXTS, type AuthTokens, REFRESH_TOKEN_TTL_MS, type SessionKind } from "@forkful/contracts/auth";
import { type AccessClaims, signAccessToken, verifyAccessToken } from "../../lib/access-token";
import type { Clock } from "../../lib/clock";
import { UnauthorizedError } from "../../lib/domain-errors";
import { hashToken, newOpaqueToken } from "../../lib/secret-token";
import type { AuthRepository } from "./auth.repository";

export function createSessionService(deps: { repository: AuthRepository; clock: Clock; secret: string }) {
  const { repository, clock, secret } = deps;

  async function issue(customerId: string, kind: SessionKind, familyId: string = randomUUID()): Promise<AuthTokens> {
    const now = clock();
    const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_MS);
    const accessToken = signAccessToken(
      { sub: customerId, kind, iat: Math.floor(now.getTime() / 1000), exp: Math.floor(expiresAt.getTime() / 1000) },
      secret,
    );
    const refreshToken = newOpaqueToken();
    await repository.insertRefreshToken({
      customerId,
      familyId,
      kind,
      tokenHash: hashToken(refreshToken),
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    });
    return { accessToken, refreshToken, accessTokenExpiresAt: expiresAt.toISOString() };
  }

  return {
    issue,

    async refresh(refreshToken: string): Promise<AuthTokens> {
      const now = clock();
      const row = await repository.findRefreshToken(hashToken(refreshToken));
      if (!row || row.revokedAt || row.expiresAt <= now) throw new UnauthorizedError(AUTH_TEXTS.sessionExpired);
      if (row.usedAt || !(await repository.markRefreshTokenUsed(row.id, now))) {
        // A token presented twice was stolen or replayed: end the whole session.
        await repository.revokeFamily(row.familyId, now);
        throw new UnauthorizedError(AUTH_TEXTS.sessionExpired);
      }
      return issue(row.customerId, row.kind, row.familyId);
    },

    async revoke(refreshToken: string): Promise<void> {
      const row = await repository.findRefreshToken(hashToken(refreshToken));
      if (row) await repository.revokeFamily(row.familyId, clock());
    },

    revokeAll: (customerId: string) => repository.revokeAllOf(customerId, clock()),

    authenticate(accessToken: string): AccessClaims | null {
      return verifyAccessToken(accessToken, secret, clock());
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
