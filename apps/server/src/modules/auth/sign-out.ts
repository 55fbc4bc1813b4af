/** Signing out: one session (by its refresh token), or every session of a customer. */
import { hashToken } from "../../lib/secret-token";
import type { SessionDeps } from "./auth-deps";

export async function signOut(deps: Pick<SessionDeps, "repository" | "clock">, { refreshToken }: { refreshToken: string }): Promise<void> {
  const row = await deps.repository.findRefreshToken(hashToken(refreshToken));
  if (row) await deps.repository.revokeFamily(row.familyId, deps.clock());
}

export function signOutEverywhere(deps: Pick<SessionDeps, "repository" | "clock">, customerId: string): Promise<void> {
  return deps.repository.revokeAllOf(customerId, deps.clock());
}
