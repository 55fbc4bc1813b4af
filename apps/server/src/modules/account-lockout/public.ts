/**
 * Per-account lockout of password sign-in (diners in auth, staff in staff), whatever the client address: what other
 * modules may use. Their module builds the AccountLockoutDeps from the app's context.
 */
export type { AccountLockoutDeps, SignInAccount, SignInAttempt } from "./account-lockout-deps";
export { clearSignInFailures } from "./clear-sign-in-failures";
export { signInFailed } from "./sign-in-failed";
export { takeSignInAttempt } from "./take-sign-in-attempt";
