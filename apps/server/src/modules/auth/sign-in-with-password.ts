/** Signing in with a password, by username, email or mobile (any way of writing it: +1 or +91 numbers with or without the code). */
import { ACCOUNT_LOCKED_SMS, type LoginAnswer } from "@forkful/contracts/auth";
import { MESSAGES } from "@forkful/contracts/messages";
import { toE164 } from "@forkful/contracts/phone";
import { UnauthorizedError } from "../../lib/domain-errors";
import { verifyPassword } from "../../lib/password-hash";
import { clearSignInFailures, type SignInAccount, signInFailed, takeSignInAttempt } from "../account-lockout/public";
import type { CustomerRow } from "../customers/public";
import type { AuthDeps } from "./auth-deps";
import { openSession, sessionKindOf } from "./open-session";

const lockableAccount = (row: CustomerRow): SignInAccount => ({
  kind: "customer",
  id: row.id,
  lockNotice: row.phoneNumber ? { to: row.phoneNumber, body: ACCOUNT_LOCKED_SMS.customer } : null,
});

/** A name no account has counts its attempts too, under one spelling of it (a mobile in E.164, else lower case). */
const nameWithoutAccount = (text: string, phoneNumbers: string[]): SignInAccount => ({
  kind: "customer",
  id: null,
  name: phoneNumbers[0] ?? text.toLowerCase(),
  lockNotice: null,
});

export async function signInWithPassword(
  deps: Pick<AuthDeps, "customers" | "repository" | "clock" | "secret" | "lockout">,
  { userName, password }: { userName: string; password: string },
): Promise<LoginAnswer> {
  const text = userName.trim();
  const phoneNumbers = [...new Set([toE164(text, "+1"), toE164(text, "+91")].filter((n): n is string => n !== null))];
  const candidates = (await deps.customers.findByLogin(text, phoneNumbers)).filter((row) => row.passwordHash !== null);
  // Every account tried counts the attempt before its password is checked; a locked one refuses it (429).
  const accounts = candidates.length ? candidates.map(lockableAccount) : [nameWithoutAccount(text, phoneNumbers)];
  const attempts = [];
  for (const account of accounts) attempts.push(await takeSignInAttempt(deps.lockout, account));
  let row: CustomerRow | undefined;
  // No candidate still costs one scrypt, so timing does not tell whether the account exists.
  if (!candidates.length) await verifyPassword(password, null);
  for (const candidate of candidates) {
    if (await verifyPassword(password, candidate.passwordHash)) {
      row = candidate;
      break;
    }
  }
  if (!row) {
    for (const attempt of attempts) signInFailed(deps.lockout, attempt);
    throw new UnauthorizedError(MESSAGES.signInNoUser);
  }
  // Only the account signed in to is cleared: another one found by the same name keeps its count.
  await clearSignInFailures(deps.lockout, { kind: "customer", id: row.id });
  const tokens = await openSession(deps, { customerId: row.id, kind: sessionKindOf(row) });
  return { ...tokens, userId: row.id, id: row.id, name: row.fullName, mobilePhone: row.phoneNumber, email: row.email };
}
