/** Counting a password attempt against its account before the password is checked; refused while it is locked. */
import {
  SIGN_IN_FAILURES_BEFORE_LOCK,
  SIGN_IN_FAILURES_FORGOTTEN_AFTER_MS,
  SIGN_IN_FIRST_LOCK_MS,
  SIGN_IN_LONGEST_LOCK_MS,
} from "@forkful/contracts/auth";
import { REFUSALS } from "@forkful/contracts/refusals";
import { TooManyRequestsError } from "../../lib/domain-errors";
import { accountKey } from "./account-key";
import { countAttempt, lockedUntil as lockEndOf } from "./account-lockout.repository";
import type { AccountLockoutDeps, SignInAccount, SignInAttempt } from "./account-lockout-deps";

/** How long the account is locked at SIGN_IN_FAILURES_BEFORE_LOCK failures, at one more, …: doubling up to the longest. */
export function lockDurations(): number[] {
  const durations = [SIGN_IN_FIRST_LOCK_MS];
  let last = SIGN_IN_FIRST_LOCK_MS;
  while (last < SIGN_IN_LONGEST_LOCK_MS) {
    last = Math.min(last * 2, SIGN_IN_LONGEST_LOCK_MS);
    durations.push(last);
  }
  return durations;
}

const LOCK_DURATIONS = lockDurations();

/**
 * Counts the attempt as a failure before the password is checked (a right one is cleared by clearSignInFailures),
 * so attempts sent together cannot all be checked before the lock is set. While the account is locked the password
 * is not checked at all: even the right one is refused, with 429 and Retry-After.
 */
export async function takeSignInAttempt(deps: Pick<AccountLockoutDeps, "db" | "clock">, account: SignInAccount): Promise<SignInAttempt> {
  const now = deps.clock();
  const key = accountKey(account);
  const failures = await countAttempt(deps.db, key, {
    now,
    forgetBefore: new Date(now.getTime() - SIGN_IN_FAILURES_FORGOTTEN_AFTER_MS),
    lockFrom: SIGN_IN_FAILURES_BEFORE_LOCK,
    lockEnds: LOCK_DURATIONS.map((ms) => new Date(now.getTime() + ms)),
  });
  if (failures !== null) return { account, failures };
  const lockedUntil = (await lockEndOf(deps.db, key)) ?? now;
  throw new TooManyRequestsError(REFUSALS.SIGN_IN_LOCKED, Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000)));
}
