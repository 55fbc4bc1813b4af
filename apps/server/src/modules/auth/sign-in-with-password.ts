/** Signing in with a password, by username, email or mobile (any way of writing it: +1 or +91 numbers with or without the code). */
import type { LoginAnswer } from "@forkful/contracts/auth";
import { MESSAGES } from "@forkful/contracts/messages";
import { toE164 } from "@forkful/contracts/phone";
import { UnauthorizedError } from "../../lib/domain-errors";
import { verifyPassword } from "../../lib/password-hash";
import type { CustomerRow } from "../customers/public";
import type { AuthDeps } from "./auth-deps";
import { openSession, sessionKindOf } from "./open-session";

export async function signInWithPassword(
  deps: Pick<AuthDeps, "customers" | "repository" | "clock" | "secret">,
  { userName, password }: { userName: string; password: string },
): Promise<LoginAnswer> {
  const text = userName.trim();
  const phoneNumbers = [...new Set([toE164(text, "+1"), toE164(text, "+91")].filter((n): n is string => n !== null))];
  const candidates = (await deps.customers.findByLogin(text, phoneNumbers)).filter((row) => row.passwordHash !== null);
  let row: CustomerRow | undefined;
  // No candidate still costs one scrypt, so timing does not tell whether the account exists.
  if (!candidates.length) await verifyPassword(password, null);
  for (const candidate of candidates) {
    if (await verifyPassword(password, candidate.passwordHash)) {
      row = candidate;
      break;
    }
  }
  if (!row) throw new UnauthorizedError(MESSAGES.signInNoUser);
  const tokens = await openSession(deps, { customerId: row.id, kind: sessionKindOf(row) });
  return { ...tokens, userId: row.id, id: row.id, name: row.fullName, mobilePhone: row.phoneNumber, email: row.email };
}
