import { transactionSchema } from "@forkful/contracts/payments";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { useTransactionMutation } from "./use-transaction-mutation";

export interface InitiatePaymentInput {
  orderId: string;
  paymentType: "PAYMENT_LINKS" | "BHARAT_QR";
  idempotencyKey: string;
  /** A part of a split bill (its total); none: the whole order. */
  splitId?: string | null;
}

/**
 * POST /payment/initiatePayment: a payment link or a UPI QR for the order. The transaction waits for the payer
 * ("awaiting_payer") and becomes "collected" when paid elsewhere; the page follows the order to see it.
 */
export function initiatePayment({ splitId, ...input }: InitiatePaymentInput) {
  const payload = { ...input, ...(splitId ? { splitId } : {}) };
  return apiRequest({ method: "POST", path: "/payment/initiatePayment", payload, schema: transactionSchema, auth: true });
}

export function useInitiatePayment({ mutationConfig }: { mutationConfig?: MutationConfig<typeof initiatePayment> } = {}) {
  return useTransactionMutation(initiatePayment, mutationConfig);
}
