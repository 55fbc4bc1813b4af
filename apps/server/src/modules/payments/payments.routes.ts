/** The payment calls of spec §7: card transactions, payment links and UPI QR, pay at the restaurant. */
import {
  authorizeRequestSchema,
  authorizeSavedCardRequestSchema,
  collectRequestSchema,
  initiatePaymentRequestSchema,
  offlinePaymentRequestSchema,
  processorAnswerSchema,
  startTransactionRequestSchema,
  type Transaction,
  transactionSchema,
} from "@forkful/contracts/payments";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { type Caller, callerOf } from "../../plugins/caller";
import { encodedCall, jsonCall } from "../../plugins/envelope";
import { authorizeCard } from "./authorize-card";
import { authorizeSavedCard } from "./authorize-saved-card";
import { collectPayment } from "./collect-payment";
import { payAtLocation } from "./pay-at-location";
import { payByLink } from "./pay-by-link";
import type { PaymentsDeps } from "./payments-deps";
import { startTransaction } from "./start-transaction";

type PaymentOperation<Input> = (deps: PaymentsDeps, input: Input, caller: Caller | null) => Promise<Transaction>;

const tag = "payments";

export async function paymentsRoutes(app: FastifyInstance, { deps }: { deps: PaymentsDeps }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** An encoded payment call: its decoded body goes to the operation, which answers the transaction. */
  function paymentCall<Body extends z.ZodType>(url: string, summary: string, body: Body, operation: PaymentOperation<z.output<Body>>) {
    routes.post(url, encodedCall(tag, summary, { body, answer: transactionSchema }), async (request) =>
      operation(deps, request.body as z.output<Body>, callerOf(request)),
    );
  }

  routes.get(
    "/payment/processor",
    jsonCall(tag, "The card processor and its hosted card form", { answer: processorAnswerSchema }),
    async () => ({ provider: deps.processor.provider, cardFormUrl: deps.processor.cardFormUrl }),
  );

  paymentCall(
    "/payment/start-transaction",
    "Start a card transaction for an order (idempotent per key)",
    startTransactionRequestSchema,
    startTransaction,
  );
  paymentCall("/payment/v2/authorize", "Authorize with a token from the hosted card form (18)", authorizeRequestSchema, authorizeCard);
  paymentCall("/payment/authorize-payment", "Authorize with a saved card (18)", authorizeSavedCardRequestSchema, authorizeSavedCard);
  paymentCall(
    "/payment/collect-payment",
    "Collect an authorized payment (19), never above the authorization",
    collectRequestSchema,
    collectPayment,
  );
  paymentCall("/payment/initiatePayment", "A payment link or a UPI QR (INR) for an order", initiatePaymentRequestSchema, payByLink);
  paymentCall("/payment/customer-initiate-offline-payment", "Pay at the restaurant (POS, 25)", offlinePaymentRequestSchema, payAtLocation);
}
