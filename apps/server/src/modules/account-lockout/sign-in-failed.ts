/** A wrong password: its attempt stays counted, and the one that locks the account tells the owner by SMS. */
import { SIGN_IN_FAILURES_BEFORE_LOCK } from "@forkful/contracts/auth";
import type { AccountLockoutDeps, SignInAttempt } from "./account-lockout-deps";

/**
 * Sends the lock notice once per run of failures: when the account first locks, not at each longer lock after it
 * (a guesser must not be able to send the owner an SMS an hour). Not awaited: an answer that waited for the SMS
 * would be slower only for names that have an account.
 */
export function signInFailed(deps: Pick<AccountLockoutDeps, "sms" | "log">, attempt: SignInAttempt): void {
  const notice = attempt.account.lockNotice;
  if (attempt.failures !== SIGN_IN_FAILURES_BEFORE_LOCK || !notice) return;
  deps.sms.send(notice).catch((error: unknown) => deps.log.warn({ err: error }, "the account lock notice could not be sent"));
}
