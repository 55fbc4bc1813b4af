/** Exchanging a refresh token for a new pair; a token presented twice ends its whole session. */
import { AUTH_TEXTS, type AuthTokens } from "@forkful/contracts/auth";
import { UnauthorizedError } from "../../lib/domain-errors";
import { hashToken } from "../../lib/secret-token";
import type { SessionDeps } from "./auth-deps";
import { openSession } from "./open-session";
import { endSession } from "./sign-out";

export async function refreshSession(deps: SessionDeps, { refreshToken }: { refreshToken: string }): Promise<AuthTokens> {
  const { repository, clock } = deps;
  const now = clock();
  const row = await repository.findRefreshToken(hashToken(refreshToken));
  if (!row || row.revokedAt || row.expiresAt <= now) throw new UnauthorizedError(AUTH_TEXTS.sessionExpired);
  if (row.usedAt || !(await repository.markRefreshTokenUsed(row.id, now))) {
    // A token presented twice was stolen or replayed: end the whole session, its access tokens too.
    await endSession(deps, row.familyId);
    throw new UnauthorizedError(AUTH_TEXTS.sessionExpired);
  }
  const tokens = await openSession(deps, { customerId: row.customerId, kind: row.kind, familyId: row.familyId });
  // A sign-out that ran while this refresh was under way revoked the family without the token just added: end it again.
  if (await repository.isSessionRevoked(row.familyId)) {
    await endSession(deps, row.familyId);
    throw new UnauthorizedError(AUTH_TEXTS.sessionExpired);
  }
  return tokens;
}
