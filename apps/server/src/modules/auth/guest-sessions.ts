/**
 * Guest sessions for diners who order signed out: a guest with no verified number, and tokens that make the order
 * theirs. Only that session (or the account the guest later proves their number into) may change or pay the order.
 */
import type { AuthTokens } from "@forkful/contracts/auth";
import type { AppContext } from "../../app-context";
import type { Database, Executor } from "../../db/client";
import { insertCustomer, unprovedGuestsAmong } from "../customers/public";
import { createAuthRepository } from "./auth.repository";
import type { AuthDeps } from "./auth-deps";
import { openSession } from "./open-session";

export interface GuestSessions {
  /**
   * A new guest who gave only a name; their number is not verified, so it is not theirs to sign in with. Made in the
   * executor given (the caller's transaction, so a placement that fails leaves no guest behind).
   */
  newGuest(fullName: string, executor?: Executor): Promise<string>;
  /** Whether the customer is such a guest (a retried placement may open another session for them). */
  isUnverifiedGuest(customerId: string): Promise<boolean>;
  /** A guest session for them. */
  open(customerId: string): Promise<AuthTokens>;
}

export function guestSessionsOf(deps: Pick<AuthDeps, "repository" | "clock" | "secret"> & { db: Database }): GuestSessions {
  return {
    async newGuest(fullName, executor) {
      const row = await insertCustomer(executor ?? deps.db, { fullName, isGuest: true });
      return row.id;
    },
    async isUnverifiedGuest(customerId) {
      return (await unprovedGuestsAmong(deps.db, [customerId])).length > 0;
    },
    open: (customerId) => openSession(deps, { customerId, kind: "guest" }),
  };
}

/** The guest sessions of the running app, for the orders module. */
export function guestSessions({ db, clock, secret }: AppContext): GuestSessions {
  return guestSessionsOf({ repository: createAuthRepository(db), db, clock, secret });
}
