/** The sign_in_failures row of an account: `customer:<id>`, `staff:<id>`, or for a name no account has, a hash of it. */
import { hashToken } from "../../lib/secret-token";
import type { AccountOrName } from "./account-lockout-deps";

export function accountKey(account: AccountOrName): string {
  // Hashed so a typed name (which may be anything) is neither kept nor unbounded in length.
  return account.id !== null ? `${account.kind}:${account.id}` : `${account.kind}-name:${hashToken(account.name)}`;
}
