/** A staff session's tokens: an access token naming the restaurant and the role, and the session's refresh token. */
import { ACCESS_TOKEN_TTL_MS } from "@forkful/contracts/auth";
import type { StaffTokens } from "@forkful/contracts/staff-sessions";
import { signAccessToken } from "../../lib/access-token";
import type { StaffSessionTokens } from "../auth/public";
import type { StaffRow } from "./staff.repository";
import type { StaffDeps } from "./staff-deps";

export async function staffTokens(
  deps: Pick<StaffDeps, "clock" | "secret">,
  account: Pick<StaffRow, "id" | "locationId" | "role">,
  session: StaffSessionTokens,
): Promise<StaffTokens> {
  const now = deps.clock().getTime();
  const expiresAt = now + ACCESS_TOKEN_TTL_MS;
  const accessToken = await signAccessToken(
    {
      sub: account.id,
      kind: "staff",
      loc: account.locationId,
      role: account.role,
      sid: session.sessionId,
      iat: Math.floor(now / 1000),
      exp: Math.floor(expiresAt / 1000),
    },
    deps.secret,
  );
  return { accessToken, refreshToken: session.refreshToken, accessTokenExpiresAt: new Date(expiresAt).toISOString() };
}
