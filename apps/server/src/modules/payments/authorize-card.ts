/** POST /payment/v2/authorize: authorize the caller's transaction with a token from the hosted card form (18). */
import type { AuthorizeRequest, Transaction } from "@forkful/contracts/payments";
import { ForbiddenError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import { attemptCard, type CardAttemptDeps } from "./card-attempt";
import { SIGN_UP_TO_SAVE_CARDS } from "./cards";
import { ownPayment } from "./payment-steps";

export async function authorizeCard(deps: CardAttemptDeps, input: AuthorizeRequest, caller: Caller | null): Promise<Transaction> {
  const { row, record } = await ownPayment(deps, input.transactionId, caller);
  if (input.saveCard && caller?.kind !== "customer") throw new ForbiddenError(SIGN_UP_TO_SAVE_CARDS);
  return attemptCard(deps, row, record, input.idempotencyKey, {
    token: input.cardToken,
    savedCardId: null,
    saveFor: input.saveCard ? caller!.customerId : null,
  });
}
