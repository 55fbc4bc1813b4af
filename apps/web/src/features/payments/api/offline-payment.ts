import { transactionSchema } from "@forkful/contracts/payments";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { useTransactionMutation } from "./use-transaction-mutation";

export interface OfflinePaymentInput {
  orderId: string;
  idempotencyKey: string;
  /** A part of a split bill (its total); none: the whole order. */
  splitId?: string | null;
}

/** POST /payment/customer-initiate-offline-payment: the diner pays at the restaurant (POS, status 25). */
export function offlinePayment({ splitId, ...input }: OfflinePaymentInput) {
  return apiRequest({
    method: "POST",
    path: "/payment/customer-initiate-offline-payment",
    payload: { ...input, ...(splitId ? { splitId } : {}) },
    schema: transactionSchema,
    auth: true,
  });
}

export function useOfflinePayment({ mutationConfig }: { mutationConfig?: MutationConfig<typeof offlinePayment> } = {}) {
  return useTransactionMutation(offlinePayment, mutationConfig);
}
