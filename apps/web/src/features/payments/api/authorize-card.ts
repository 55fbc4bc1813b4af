import { transactionSchema } from "@forkful/contracts/payments";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { useTransactionMutation } from "./use-transaction-mutation";

export interface AuthorizeCardInput {
  transactionId: string;
  /** The processor's single-use token from the card form. */
  cardToken: string;
  saveCard: boolean;
  idempotencyKey: string;
}

/**
 * POST /payment/v2/authorize: authorize the transaction with a new card. A decline or an error is a 200 answer whose
 * state says so (and whose message the diner reads); "authorizing" waits for the processor's confirmation.
 */
export function authorizeCard(input: AuthorizeCardInput) {
  return apiRequest({ method: "POST", path: "/payment/v2/authorize", payload: input, schema: transactionSchema, auth: true });
}

export function useAuthorizeCard({ mutationConfig }: { mutationConfig?: MutationConfig<typeof authorizeCard> } = {}) {
  return useTransactionMutation(authorizeCard, mutationConfig);
}
