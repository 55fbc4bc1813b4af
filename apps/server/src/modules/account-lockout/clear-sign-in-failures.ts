/** A right password, or a new one set through a reset, ends the account's run of failures and any lock. */
import { accountKey } from "./account-key";
import { clearFailures } from "./account-lockout.repository";
import type { AccountLockoutDeps, AccountOrName } from "./account-lockout-deps";

export async function clearSignInFailures(deps: Pick<AccountLockoutDeps, "db">, account: AccountOrName & { id: string }): Promise<void> {
  await clearFailures(deps.db, accountKey(account));
}
