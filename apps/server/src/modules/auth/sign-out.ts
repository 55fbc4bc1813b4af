/**
 * Ending sessions: one (by its refresh token, or a family whose refresh token was replayed), or every session of a
 * diner or a staff member. Their refresh tokens are revoked and their access tokens refused at once, in one transaction
 * (decision 013).
 */
import { ACCESS_TOKEN_TTL_MS } from "@forkful/contracts/auth";
import type { Executor } from "../../db/client";
import { hashToken } from "../../lib/secret-token";
import type { AuthRepository, RefreshTokenRow, SessionOwner } from "./auth.repository";
import type { SessionDeps } from "./auth-deps";

type EndDeps = Pick<SessionDeps, "repository" | "clock">;

/** The kinds of sessions a diner's calls know: a staff session's refresh token is no token there, and the reverse. */
export const DINER_SESSION_KINDS: readonly RefreshTokenRow["kind"][] = ["customer", "guest"];

/** A diner's sign-out: ends the session of a diner's refresh token (any other token ends nothing). */
export async function signOut(deps: EndDeps, { refreshToken }: { refreshToken: string }): Promise<void> {
  const row = await deps.repository.findRefreshToken(hashToken(refreshToken));
  if (row && DINER_SESSION_KINDS.includes(row.kind)) await endSession(deps, row.familyId);
}

/** Ends one session: the refresh-token family, whose id every access token of the session carries as its `sid`. */
export async function endSession(deps: EndDeps, familyId: string): Promise<void> {
  const { repository, clock } = deps;
  const now = clock();
  await repository.transaction(async (tx) => {
    await refuseAccessTokens(repository, tx, [familyId], now);
    // Last, so a refresh racing this sign-out sees the revocation (refresh-session.ts) or has its new token revoked here.
    await repository.revokeFamily(familyId, now, tx);
  });
}

export async function signOutEverywhere(deps: EndDeps, customerId: string): Promise<void> {
  await deps.repository.transaction((tx) => endEverySession(deps, { customerId }, tx));
}

/** Ends every session of a diner or a staff member, in the caller's transaction. */
export async function endEverySession(deps: EndDeps, owner: SessionOwner, tx: Executor): Promise<void> {
  const { repository, clock } = deps;
  const now = clock();
  // A session issued no token for an access token's lifetime has no access token left to refuse.
  const families = await repository.familiesIssuedSince(owner, new Date(now.getTime() - ACCESS_TOKEN_TTL_MS), tx);
  await refuseAccessTokens(repository, tx, families, now);
  await repository.revokeAllOf(owner, now, tx);
}

/**
 * Every access token of these sessions was issued by now, so none outlives now + its lifetime: the revocation is kept
 * that long. Revocations past their end are dropped here, which keeps the list as small as the sessions it refuses.
 */
async function refuseAccessTokens(repository: AuthRepository, tx: Executor, sessionIds: string[], now: Date): Promise<void> {
  await repository.deleteRevokedSessionsExpiredBy(now, tx);
  await repository.insertRevokedSessions(sessionIds, now, new Date(now.getTime() + ACCESS_TOKEN_TTL_MS), tx);
}
