/** Opening a session: a short-lived access token and a refresh token, rotated on each use. */
import { randomUUID } from "node:crypto";
import { ACCESS_TOKEN_TTL_MS, type AuthTokens, REFRESH_TOKEN_TTL_MS, type SessionKind } from "@forkful/contracts/auth";
import type { Executor } from "../../db/client";
import { signAccessToken } from "../../lib/access-token";
import { hashToken, newOpaqueToken } from "../../lib/secret-token";
import type { CustomerRow } from "../customers/public";
import type { SessionDeps } from "./auth-deps";

/** A guest's session is a guest session; everyone else's a customer's. */
export const sessionKindOf = (row: CustomerRow): SessionKind => (row.isGuest ? "guest" : "customer");

/** The owner and kind of a session, as its refresh tokens record them: a staff session is never a diner's. */
export type SessionHolder = { kind: SessionKind; customerId: string } | { kind: "staff"; staffId: string };

/**
 * A new refresh token of the session `familyId` (a new session's first, or a rotation's next), stored hashed. Diners'
 * and staff sessions share this and the rotation; only their access tokens differ.
 */
export async function issueRefreshToken(
  deps: Pick<SessionDeps, "repository" | "clock">,
  holder: SessionHolder,
  familyId: string,
  executor?: Executor,
): Promise<string> {
  const now = deps.clock();
  const refreshToken = newOpaqueToken();
  await deps.repository.insertRefreshToken(
    {
      customerId: holder.kind === "staff" ? null : holder.customerId,
      staffId: holder.kind === "staff" ? holder.staffId : null,
      familyId,
      kind: holder.kind,
      tokenHash: hashToken(refreshToken),
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    },
    executor,
  );
  return refreshToken;
}

/**
 * A new session for the customer; a rotation keeps the family of the token it replaces. The family id is the session
 * id (`sid`) of its access tokens, so ending the family refuses them too.
 */
export async function openSession(
  deps: SessionDeps,
  session: { customerId: string; kind: SessionKind; familyId?: string },
  /** The transaction the session is opened in, when the sign-in runs in one. */
  executor?: Executor,
): Promise<AuthTokens> {
  const { clock, secret } = deps;
  const { customerId, kind, familyId = randomUUID() } = session;
  const now = clock();
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_MS);
  const accessToken = await signAccessToken(
    { sub: customerId, kind, sid: familyId, iat: Math.floor(now.getTime() / 1000), exp: Math.floor(expiresAt.getTime() / 1000) },
    secret,
  );
  const refreshToken = await issueRefreshToken(deps, { kind, customerId }, familyId, executor);
  return { accessToken, refreshToken, accessTokenExpiresAt: expiresAt.toISOString() };
}
