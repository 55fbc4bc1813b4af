import { transactionSchema } from "@forkful/contracts/payments";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { useTransactionMutation } from "./use-transaction-mutation";

export interface CollectPaymentInput {
  transactionId: string;
  idempotencyKey: string;
}

/** POST /payment/collect-payment: collect the whole authorization (status 19). */
export function collectPayment(input: CollectPaymentInput) {
  return apiRequest({ method: "POST", path: "/payment/collect-payment", payload: input, schema: transactionSchema, auth: true });
}

export function useCollectPayment({ mutationConfig }: { mutationConfig?: MutationConfig<typeof collectPayment> } = {}) {
  return useTransactionMutation(collectPayment, mutationConfig);
}
