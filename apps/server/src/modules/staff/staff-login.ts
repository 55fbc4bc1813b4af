/** Staff sign in with their user name and password and get an access token for their location. */
import { randomUUID } from "node:crypto";
import { ACCESS_TOKEN_TTL_MS } from "@forkful/contracts/auth";
import type { StaffLoginAnswer } from "@forkful/contracts/staff";
import { signAccessToken } from "../../lib/access-token";
import { UnauthorizedError } from "../../lib/domain-errors";
import { verifyPassword } from "../../lib/password-hash";
import type { StaffDeps } from "./staff-deps";

export async function staffLogin(
  deps: Pick<StaffDeps, "staff" | "clock" | "secret">,
  { userName, password }: { userName: string; password: string },
): Promise<StaffLoginAnswer> {
  const row = await deps.staff.findByUserName(userName.trim());
  const valid = await verifyPassword(password, row?.passwordHash ?? null);
  if (!row || !valid) throw new UnauthorizedError("Invalid Username or Password");
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
