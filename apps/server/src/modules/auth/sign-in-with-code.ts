/**
 * Signing in with a one-time code. A new number becomes an account (a name is needed) or a guest; a guest who later
 * signs up keeps the same customer, so their history stays. Only someone holding the right code learns whether the
 * number is new: the code is proved before anything about the number's account is said. The code proves the number,
 * so what guests did comes along into the customer it signs in (decision 016): everything of the guest session the code
 * was sent from, and the orders and bookings other guest sessions made under that number; each module carries its own
 * part, in the sign-in's transaction.
 */
import type { AuthTokens } from "@forkful/contracts/auth";
import { REFUSALS } from "@forkful/contracts/refusals";
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
  if ((!existing || becomesAccount) && !request.fullName) throw new ConflictError(REFUSALS.FULL_NAME_REQUIRED);
  if (writesDetails) await refuseLinked(customers, existing?.id ?? null, { email: request.email });
  const guestId = await unprovedGuestOf(deps, caller);

  // The code, the customer, what guests did and the session: all of it, or (on any failure) none of it.
  return deps.repository.transaction(async (tx) => {
    await spendCode(deps.codes, proven, tx);
    let customer: CustomerRow;
    if (!existing) {
      const values = {
        fullName: request.fullName!,
        phoneNumber: request.phoneNumber,
        email: request.email ?? null,
        isGuest: request.isGuestUser,
      };
      customer = await withLinkedConflicts(() => customers.insert(values, tx));
    } else if (writesDetails) {
      const changes = { isGuest: !becomesAccount, fullName: request.fullName ?? existing.fullName, email: request.email ?? existing.email };
      customer = await withLinkedConflicts(() => customers.update(existing.id, changes, tx));
    } else {
      customer = existing;
    }
    await deps.events.publish("numberProved", {
      tx,
      customerId: customer.id,
      phoneNumber: request.phoneNumber,
      guestId: guestId === customer.id ? null : guestId,
      unprovedGuests: (ids) =>
        customers.unprovedGuestsAmong(
          ids.filter((id) => id !== customer.id),
          tx,
        ),
    });
    return { customer, tokens: await openSession(deps, { customerId: customer.id, kind: sessionKindOf(customer) }, tx) };
  });
}

/** The guest session the code came from, when it is a guest whose number was never proved (everything it did comes along). */
async function unprovedGuestOf(deps: Pick<AuthDeps, "customers">, caller: Caller | null): Promise<string | null> {
  if (caller?.kind !== "guest") return null;
  const [guestId] = await deps.customers.unprovedGuestsAmong([caller.customerId]);
  return guestId ?? null;
}
