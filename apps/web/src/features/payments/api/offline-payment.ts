import { transactionSchema } from "@forkful/contracts/payments";
import { apiRequest } from "../../../shared/api/api-client";

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
