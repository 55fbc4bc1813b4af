import { transactionSchema } from "@forkful/contracts/payments";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { useTransactionMutation } from "./use-transaction-mutation";

export interface StartTransactionInput {
  orderId: string;
  idempotencyKey: string;
  /** A part of a split bill (its total); none: the whole order. */
  splitId?: string | null;
}

/**
 * POST /payment/start-transaction: a card (CNP) transaction for the order, or for one part of its split bill; the same
 * key answers the same transaction.
 */
export function startTransaction({ orderId, idempotencyKey, splitId }: StartTransactionInput) {
  return apiRequest({
    method: "POST",
    path: "/payment/start-transaction",
    payload: { orderId, paymentType: "CNP", idempotencyKey, ...(splitId ? { splitId } : {}) },
    schema: transactionSchema,
    auth: true,
  });
}

export function useStartTransaction({ mutationConfig }: { mutationConfig?: MutationConfig<typeof startTransaction> } = {}) {
  return useTransactionMutation(startTransaction, mutationConfig);
}
