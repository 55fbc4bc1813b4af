/** POST /payment/authorize-payment: authorize the caller's transaction with one of their saved cards (18). */
import type { AuthorizeSavedCardRequest, Transaction } from "@forkful/contracts/payments";
import type { Caller } from "../../plugins/caller";
import { attemptCard, type CardAttemptDeps } from "./card-attempt";
import { savedCardOf } from "./cards";
import { ownPayment } from "./payment-steps";

export async function authorizeSavedCard(
  deps: CardAttemptDeps,
  input: AuthorizeSavedCardRequest,
  caller: Caller | null,
): Promise<Transaction> {
  const { row, record } = await ownPayment(deps, input.transactionId, caller);
  const card = await savedCardOf(deps, input.cardId, caller);
  return attemptCard(deps, row, record, input.idempotencyKey, { token: card.paymentMethod, savedCardId: card.id, saveFor: null });
}
