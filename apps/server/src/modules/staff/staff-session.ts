/** A staff session goes on (the refresh token rotated) or ends (sign-out), by the diners' session rules. */
import { AUTH_TEXTS } from "@forkful/contracts/auth";
import type { StaffSignInAnswer, StaffTokens } from "@forkful/contracts/staff-sessions";
import { UnauthorizedError } from "../../lib/domain-errors";
import type { StaffCaller } from "../../plugins/caller";
import type { StaffDeps } from "./staff-deps";
import { openStaffSession } from "./staff-login";
import { openingRestaurant, sessionRestaurant } from "./staff-restaurants";
import { staffTokens } from "./staff-tokens";

/**
 * The session's next pair, with the account's role as it is now. A spent token presented again ends the session; an
 * account turned off meanwhile (or gone) ends it too.
 */
export async function refreshStaffSession(
  deps: Pick<StaffDeps, "staff" | "clock" | "secret" | "sessions" | "owners">,
  { refreshToken }: { refreshToken: string },
): Promise<StaffTokens> {
  const next = await deps.sessions.rotate(refreshToken, async (staffId) => {
    const account = await deps.staff.findById(staffId);
    if (!account || account.disabled) throw new UnauthorizedError(AUTH_TEXTS.sessionExpired);
    return account;
  });
  // An owner's session stays at the restaurant it was opened or switched to.
  const locationId = await sessionRestaurant(deps, next.account, next.sessionId);
  return staffTokens(deps, { ...next.account, locationId }, next);
}

/**
 * POST /staff/switch: an owner goes to another of their restaurants (403 for one not theirs). A new session opens
 * there and the caller's ends, so a token of the restaurant left acts there no more.
 */
export async function switchRestaurant(
  deps: Pick<StaffDeps, "staff" | "clock" | "secret" | "sessions" | "owners">,
  { locationId }: { locationId: number },
  caller: StaffCaller,
): Promise<StaffSignInAnswer> {
  const account = await deps.staff.findById(caller.staffId);
  if (!account || account.disabled) throw new UnauthorizedError(AUTH_TEXTS.sessionExpired);
  const at = await openingRestaurant(deps, account, locationId);
  const opened = await openStaffSession(deps, account, at);
  await deps.sessions.end(caller.sessionId);
  return opened;
}

/** Sign-out: the caller's session ends; its access token is refused from now on and its refresh token spent. */
export async function signOutStaff(deps: Pick<StaffDeps, "sessions">, caller: StaffCaller): Promise<{ signedOut: true }> {
  await deps.sessions.end(caller.sessionId);
  return { signedOut: true };
}
