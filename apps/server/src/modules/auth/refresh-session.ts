/** Exchanging a refresh token for a new pair; a token presented twice ends its whole session. */
import { AUTH_TEXTS, type AuthTokens, type SessionKind } from "@forkful/contracts/auth";
import { UnauthorizedError } from "../../lib/domain-errors";
import { hashToken } from "../../lib/secret-token";
import type { RefreshTokenRow } from "./auth.repository";
import type { SessionDeps } from "./auth-deps";
import { openSession } from "./open-session";
import { DINER_SESSION_KINDS, endSession } from "./sign-out";

/**
 * Spends a refresh token of one of `kinds` and opens the session's next pair with `reopen` (diners' and staff sessions
 * share this; a token of another kind is no token here). A token spent before ends the whole session (a replay), and
 * so does a `reopen` that refuses (a staff account turned off meanwhile).
 */
export async function rotateSession<T>(
  deps: Pick<SessionDeps, "repository" | "clock">,
  refreshToken: string,
  kinds: readonly RefreshTokenRow["kind"][],
  reopen: (row: RefreshTokenRow) => Promise<T>,
): Promise<T> {
  const { repository, clock } = deps;
  const now = clock();
  const row = await repository.findRefreshToken(hashToken(refreshToken));
  if (!row || !kinds.includes(row.kind) || row.revokedAt || row.expiresAt <= now) throw new UnauthorizedError(AUTH_TEXTS.sessionExpired);
  if (row.usedAt || !(await repository.markRefreshTokenUsed(row.id, now))) {
    // A token presented twice was stolen or replayed: end the whole session, its access tokens too.
    await endSession(deps, row.familyId);
    throw new UnauthorizedError(AUTH_TEXTS.sessionExpired);
  }
  let next: T;
  try {
    next = await reopen(row);
  } catch (error) {
    await endSession(deps, row.familyId);
    throw error;
  }
  // A sign-out that ran while this refresh was under way revoked the family without the token just added: end it again.
  if (await repository.isSessionRevoked(row.familyId)) {
    await endSession(deps, row.familyId);
    throw new UnauthorizedError(AUTH_TEXTS.sessionExpired);
  }
  return next;
}

export async function refreshSession(deps: SessionDeps, { refreshToken }: { refreshToken: string }): Promise<AuthTokens> {
  return rotateSession(deps, refreshToken, DINER_SESSION_KINDS, (row) =>
    openSession(deps, { customerId: row.customerId!, kind: row.kind as SessionKind, familyId: row.familyId }),
  );
}
