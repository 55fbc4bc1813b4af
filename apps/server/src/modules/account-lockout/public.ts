/**
 * Per-account lockout of password sign-in (diners in auth, staff in staff), whatever the client address: what other
 * modules may use, and the deps built from the app's context.
 */
import type { AppContext } from "../../app-context";
import { createAccountLockoutRepository } from "./account-lockout.repository";
import type { AccountLockoutDeps } from "./account-lockout-deps";

export type { AccountLockoutDeps, SignInAccount, SignInAttempt } from "./account-lockout-deps";
export { clearSignInFailures } from "./clear-sign-in-failures";
export { signInFailed } from "./sign-in-failed";
export { takeSignInAttempt } from "./take-sign-in-attempt";

export function accountLockoutDeps({ db, sms, clock, log }: AppContext): AccountLockoutDeps {
  return { failures: createAccountLockoutRepository(db), sms, clock, log };
}
