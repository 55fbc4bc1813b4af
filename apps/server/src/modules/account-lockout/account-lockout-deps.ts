/** What the lockout operations are built from. */
import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../../db/client";
import type { SmsMessage, SmsSender } from "../../integrations/sms/sms-sender";
import type { Clock } from "../../lib/clock";

export interface AccountLockoutDeps {
  /** Where failures are counted: the database. */
  db: Executor;
  sms: SmsSender;
  clock: Clock;
  /** Where a lock notice that could not be sent is reported. */
  log: Pick<FastifyBaseLogger, "warn">;
}

/**
 * An account whose password is being tried (a diner's or a staff member's), by its id; or a name no account has, as
 * its module writes it (lower case, a mobile in E.164). Such a name counts its own attempts and locks like an
 * account, so the answers never tell whether an account exists.
 */
export type SignInAccount = AccountOrName & {
  /** The SMS that tells the account's owner it was locked; null when there is no one to tell. */
  lockNotice: SmsMessage | null;
};

export type AccountOrName = { kind: "customer" | "staff" } & ({ id: string } | { id: null; name: string });

/** One attempt counted against an account (see takeSignInAttempt). */
export interface SignInAttempt {
  account: SignInAccount;
  /** The failures counted, this attempt included. */
  failures: number;
}
