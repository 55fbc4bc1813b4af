/** Staff sign in with their user name and password and get an access token for their location. */
import { randomUUID } from "node:crypto";
import { ACCESS_TOKEN_TTL_MS, ACCOUNT_LOCKED_SMS } from "@forkful/contracts/auth";
import { MESSAGES } from "@forkful/contracts/messages";
import type { StaffLoginAnswer } from "@forkful/contracts/staff";
import { signAccessToken } from "../../lib/access-token";
import { UnauthorizedError } from "../../lib/domain-errors";
import { verifyPassword } from "../../lib/password-hash";
import { clearSignInFailures, type SignInAccount, signInFailed, takeSignInAttempt } from "../account-lockout/public";
import type { StaffRepository } from "./staff.repository";
import type { StaffDeps } from "./staff-deps";

type StaffSignInRow = Awaited<ReturnType<StaffRepository["findForSignIn"]>>;

/** Staff have no phone of their own: a locked staff account is told to its restaurant's phone. */
const lockableStaff = (row: StaffSignInRow, userName: string): SignInAccount =>
  row
    ? { kind: "staff", id: row.id, lockNotice: { to: row.locationPhone, body: ACCOUNT_LOCKED_SMS.staff(row.userName) } }
    : { kind: "staff", id: null, name: userName, lockNotice: null };

export async function staffLogin(
  deps: Pick<StaffDeps, "staff" | "clock" | "secret" | "lockout">,
  { userName, password }: { userName: string; password: string },
): Promise<StaffLoginAnswer> {
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
  const now = deps.clock().getTime();
  const accessToken = signAccessToken(
    {
      sub: row.id,
      kind: "staff",
      loc: row.locationId,
      role: row.role,
      // Each sign-in is its own session, so one can be ended without the others.
      sid: randomUUID(),
      iat: Math.floor(now / 1000),
      exp: Math.floor((now + ACCESS_TOKEN_TTL_MS) / 1000),
    },
    deps.secret,
  );
  return { accessToken, staff: { id: row.id, name: row.fullName, role: row.role, locationId: row.locationId } };
}
