/** Staff sign in with their user name and password and get a session at their location (issue 26: with a refresh token). */

import { ACCOUNT_LOCKED_SMS } from "@forkful/contracts/auth";
import { MESSAGES } from "@forkful/contracts/messages";
import { REFUSALS } from "@forkful/contracts/refusals";
import type { StaffSignInAnswer } from "@forkful/contracts/staff-sessions";
import { ForbiddenError, UnauthorizedError } from "../../lib/domain-errors";
import { verifyPassword } from "../../lib/password-hash";
import { clearSignInFailures, type SignInAccount, signInFailed, takeSignInAttempt } from "../account-lockout/public";
import type { StaffRepository } from "./staff.repository";
import type { StaffDeps } from "./staff-deps";
import { staffTokens } from "./staff-tokens";

type StaffSignInRow = Awaited<ReturnType<StaffRepository["findForSignIn"]>>;

/** Staff have no phone of their own: a locked staff account is told to its restaurant's phone. */
const lockableStaff = (row: StaffSignInRow, userName: string): SignInAccount =>
  row
    ? { kind: "staff", id: row.id, lockNotice: { to: row.locationPhone, body: ACCOUNT_LOCKED_SMS.staff(row.userName) } }
    : { kind: "staff", id: null, name: userName, lockNotice: null };

export async function staffLogin(
  deps: Pick<StaffDeps, "staff" | "clock" | "secret" | "lockout" | "sessions">,
  { userName, password }: { userName: string; password: string },
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
  // Each sign-in is its own session, so one can be ended without the others.
  const session = await deps.sessions.open(row.id);
  return {
    ...staffTokens(deps, row, session),
    staff: { id: row.id, name: row.fullName, role: row.role, locationId: row.locationId },
  };
}
