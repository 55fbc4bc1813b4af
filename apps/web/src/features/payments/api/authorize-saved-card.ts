import { transactionSchema } from "@forkful/contracts/payments";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { useTransactionMutation } from "./use-transaction-mutation";

export interface AuthorizeSavedCardInput {
  transactionId: string;
  cardId: string;
  idempotencyKey: string;
}

/** POST /payment/authorize-payment: authorize the transaction with one of the diner's saved cards. */
export function authorizeSavedCard(input: AuthorizeSavedCardInput) {
  return apiRequest({ method: "POST", path: "/payment/authorize-payment", payload: input, schema: transactionSchema, auth: true });
}

export function useAuthorizeSavedCard({ mutationConfig }: { mutationConfig?: MutationConfig<typeof authorizeSavedCard> } = {}) {
  return useTransactionMutation(authorizeSavedCard, mutationConfig);
}
