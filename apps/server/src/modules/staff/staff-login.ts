/** Staff sign in with their user name and password and get a session at their location (issue 26: with a refresh token). */

import { ACCOUNT_LOCKED_SMS } from "@forkful/contracts/auth";
import { MESSAGES } from "@forkful/contracts/messages";
import { REFUSALS } from "@forkful/contracts/refusals";
import type { StaffSignInAnswer } from "@forkful/contracts/staff-sessions";
import { ForbiddenError, UnauthorizedError } from "../../lib/domain-errors";
import { verifyPassword } from "../../lib/password-hash";
import { clearSignInFailures, type SignInAccount, signInFailed, takeSignInAttempt } from "../account-lockout/public";
import type { StaffRepository, StaffRow } from "./staff.repository";
import type { StaffDeps } from "./staff-deps";
import { openingRestaurant, placeSession } from "./staff-restaurants";
import { staffTokens } from "./staff-tokens";

type StaffSignInRow = Awaited<ReturnType<StaffRepository["findForSignIn"]>>;

/** Staff have no phone of their own: a locked staff account is told to its restaurant's phone. */
const lockableStaff = (row: StaffSignInRow, userName: string): SignInAccount =>
  row
    ? { kind: "staff", id: row.id, lockNotice: { to: row.locationPhone, body: ACCOUNT_LOCKED_SMS.staff(row.userName) } }
    : { kind: "staff", id: null, name: userName, lockNotice: null };

export async function staffLogin(
  deps: Pick<StaffDeps, "staff" | "clock" | "secret" | "lockout" | "sessions" | "owners">,
  { userName, password, locationId }: { userName: string; password: string; locationId?: number },
): Promise<StaffSignInAnswer> {
  const name = userName.trim().toLowerCase();
  const row = await deps.staff.findForSignIn(name);
  // Counted before the password is checked; a locked account (or name) refuses it (429). Same steps with or without row.
  const attempt = await takeSignInAttempt(deps.lockout, lockableStaff(row, name));
  const valid = await verifyPassword(password, row?.passwordHash ?? null);
  if (!row || !valid) {
    signInFailed(deps.lockout, attempt);
    throw new UnauthorizedError(MESSAGES.signInNoUser);
  }
  await clearSignInFailures(deps.lockout, { kind: "staff", id: row.id });
  // Said only to the right password, so a guesser learns nothing of the account.
  if (row.disabled) throw new ForbiddenError(REFUSALS.STAFF_ACCOUNT_DISABLED);
  // An owner opens at the restaurant asked for (or their first); anyone asking for another's is refused (403).
  const at = await openingRestaurant(deps, row, locationId);
  return openStaffSession(deps, row, at);
}

/** A new session of the account at one of its restaurants (each sign-in or switch is its own session). */
export async function openStaffSession(
  deps: Pick<StaffDeps, "clock" | "secret" | "sessions" | "owners">,
  account: Pick<StaffRow, "id" | "role" | "fullName" | "locationId">,
  locationId: number,
): Promise<StaffSignInAnswer> {
  const session = await deps.sessions.open(account.id);
  await placeSession(deps, account, session.sessionId, locationId);
  return {
    ...(await staffTokens(deps, { ...account, locationId }, session)),
    staff: { id: account.id, name: account.fullName, role: account.role, locationId },
  };
}
