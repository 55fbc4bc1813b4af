import { transactionSchema } from "@forkful/contracts/payments";
import { apiRequest } from "../../../shared/api/api-client";

export interface CollectPaymentInput {
  transactionId: string;
  idempotencyKey: string;
}

/** POST /payment/collect-payment: collect the whole authorization (status 19). */
export function collectPayment(input: CollectPaymentInput) {
  return apiRequest({ method: "POST", path: "/payment/collect-payment", payload: input, schema: transactionSchema, auth: true });
}
