/** A staff session goes on (the refresh token rotated) or ends (sign-out), by the diners' session rules. */
import { AUTH_TEXTS } from "@forkful/contracts/auth";
import type { StaffTokens } from "@forkful/contracts/staff-sessions";
import { UnauthorizedError } from "../../lib/domain-errors";
import type { StaffCaller } from "../../plugins/caller";
import type { StaffDeps } from "./staff-deps";
import { staffTokens } from "./staff-tokens";

/**
 * The session's next pair, with the account's role as it is now. A spent token presented again ends the session; an
 * account turned off meanwhile (or gone) ends it too.
 */
export async function refreshStaffSession(
  deps: Pick<StaffDeps, "staff" | "clock" | "secret" | "sessions">,
  { refreshToken }: { refreshToken: string },
): Promise<StaffTokens> {
  const next = await deps.sessions.rotate(refreshToken, async (staffId) => {
    const account = await deps.staff.findById(staffId);
    if (!account || account.disabled) throw new UnauthorizedError(AUTH_TEXTS.sessionExpired);
    return account;
  });
  return staffTokens(deps, next.account, next);
}

/** Sign-out: the caller's session ends; its access token is refused from now on and its refresh token spent. */
export async function signOutStaff(deps: Pick<StaffDeps, "sessions">, caller: StaffCaller): Promise<{ signedOut: true }> {
  await deps.sessions.end(caller.sessionId);
  return { signedOut: true };
}
