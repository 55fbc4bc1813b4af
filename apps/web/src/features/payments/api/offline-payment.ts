import { transactionSchema } from "@forkful/contracts/payments";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { useTransactionMutation } from "./use-transaction-mutation";

export interface OfflinePaymentInput {
  orderId: string;
  idempotencyKey: string;
}

/** POST /payment/customer-initiate-offline-payment: the diner pays at the restaurant (POS, status 25). */
export function offlinePayment(input: OfflinePaymentInput) {
  return apiRequest({
    method: "POST",
    path: "/payment/customer-initiate-offline-payment",
    payload: input,
    schema: transactionSchema,
    auth: true,
  });
}

export function useOfflinePayment({ mutationConfig }: { mutationConfig?: MutationConfig<typeof offlinePayment> } = {}) {
  return useTransactionMutation(offlinePayment, mutationConfig);
}
