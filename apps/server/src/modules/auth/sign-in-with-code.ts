/**
 * Signing in with a one-time code. A new number becomes an account (a name is needed) or a guest; a guest who later
 * signs up keeps the same customer, so their history stays. Only someone holding the right code learns whether the
 * number is new: the code is proved before anything about the number's account is said. A guest session that ordered
 * signed out and now proves a number brings its orders placed with that number along.
 */
import { AUTH_TEXTS, type AuthTokens } from "@forkful/contracts/auth";
import { ConflictError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import { type CustomerRow, refuseLinked, withLinkedConflicts } from "../customers/public";
import { proveCode, spendCode } from "../one-time-codes/public";
import type { AuthDeps } from "./auth-deps";
import { openSession, sessionKindOf } from "./open-session";

export interface CodeSignIn {
  phoneNumber: string;
  code: string;
  fullName?: string;
  email?: string;
  isGuestUser: boolean;
}

export async function signInWithCode(
  deps: AuthDeps,
  request: CodeSignIn,
  caller: Caller | null,
): Promise<{ customer: CustomerRow; tokens: AuthTokens }> {
  const { customers } = deps;
  const existing = await customers.findByPhone(request.phoneNumber);
  const becomesAccount = !request.isGuestUser && (!existing || existing.isGuest);
  const writesDetails = !existing || (existing.isGuest && (becomesAccount || request.fullName || request.email));
  const proven = await proveCode(deps.codes, { phoneNumber: request.phoneNumber, purpose: "login", code: request.code });
  // A new customer, or a guest becoming an account, gives a name; the code stays unspent for the same code with it.
  if ((!existing || becomesAccount) && !request.fullName) throw new ConflictError(AUTH_TEXTS.fullNameRequired);
  if (writesDetails) await refuseLinked(customers, existing?.id ?? null, { email: request.email });
  await spendCode(deps.codes, proven);

  let customer: CustomerRow;
  if (!existing) {
    customer = await withLinkedConflicts(() =>
      customers.insert({
        fullName: request.fullName!,
        phoneNumber: request.phoneNumber,
        email: request.email ?? null,
        isGuest: request.isGuestUser,
      }),
    );
  } else if (writesDetails) {
    customer = await withLinkedConflicts(() =>
      customers.update(existing.id, {
        isGuest: !becomesAccount,
        fullName: request.fullName ?? existing.fullName,
        email: request.email ?? existing.email,
      }),
    );
  } else {
    customer = existing;
  }
  if (caller?.kind === "guest" && caller.customerId !== customer.id) {
    await deps.signals.guestProvedNumber.emit({ guestId: caller.customerId, customerId: customer.id, phoneNumber: request.phoneNumber });
  }
  return { customer, tokens: await openSession(deps, { customerId: customer.id, kind: sessionKindOf(customer) }) };
}
