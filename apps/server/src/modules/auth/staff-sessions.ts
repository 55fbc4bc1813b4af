/**
 * Staff sessions on the diners' session machinery (issue 26): refresh tokens stored hashed, rotated, a replay ending
 * the session, ended sessions refused on every instance. The staff module signs their access tokens (they carry the
 * restaurant and the role); only kind "staff" tokens are spent here, and never on a diner's call.
 */
import { randomUUID } from "node:crypto";
import type { Database, Executor } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { createAuthRepository } from "./auth.repository";
import { issueRefreshToken } from "./open-session";
import { rotateSession } from "./refresh-session";
import { endEverySession, endSession } from "./sign-out";

/** A staff session's id (its access tokens' `sid`) and its newest refresh token. */
export interface StaffSessionTokens {
  sessionId: string;
  refreshToken: string;
}

export interface StaffSessions {
  /** A new session for the staff member. */
  open(staffId: string): Promise<StaffSessionTokens>;
  /**
   * Spends a staff refresh token for the session's next one. `account` reads the staff member first and throws when
   * they may no longer sign in (which ends the session); a replayed or foreign token is refused (401).
   */
  rotate<T>(refreshToken: string, account: (staffId: string) => Promise<T>): Promise<StaffSessionTokens & { account: T }>;
  /** Ends one session (sign-out): its refresh token stops working and its access tokens are refused at once. */
  end(sessionId: string): Promise<void>;
  /** Ends every session of the staff member, in the caller's transaction (an account turned off, a new password). */
  endEvery(staffId: string, tx: Executor): Promise<void>;
}

export function staffSessions({ db, clock }: { db: Database; clock: Clock }): StaffSessions {
  const deps = { repository: createAuthRepository(db), clock };
  return {
    async open(staffId) {
      const sessionId = randomUUID();
      return { sessionId, refreshToken: await issueRefreshToken(deps, { kind: "staff", staffId }, sessionId) };
    },
    rotate: (refreshToken, account) =>
      rotateSession(deps, refreshToken, ["staff"], async (row) => {
        const found = await account(row.staffId!);
        const next = await issueRefreshToken(deps, { kind: "staff", staffId: row.staffId! }, row.familyId);
        return { account: found, sessionId: row.familyId, refreshToken: next };
      }),
    end: (sessionId) => endSession(deps, sessionId),
    endEvery: (staffId, tx) => endEverySession(deps, { staffId }, tx),
  };
}
