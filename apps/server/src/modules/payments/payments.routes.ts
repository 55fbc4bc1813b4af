/** The payment calls of spec §7: card transactions, payment links and UPI QR, pay at the restaurant. */
import {
  authorizeRequestSchema,
  authorizeSavedCardRequestSchema,
  collectRequestSchema,
  initiatePaymentRequestSchema,
  offlinePaymentRequestSchema,
  processorAnswerSchema,
  startTransactionRequestSchema,
  transactionSchema,
} from "@forkful/contracts/payments";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { callerOf } from "../../plugins/caller";
import { authorizeCard } from "./authorize-card";
import { authorizeSavedCard } from "./authorize-saved-card";
import { collectPayment } from "./collect-payment";
import { payAtLocation } from "./pay-at-location";
import { payByLink } from "./pay-by-link";
import type { PaymentsDeps } from "./payments-deps";
import { startTransaction } from "./start-transaction";

/** An encoded payment call: its decoded body, answered with the transaction. */
const paymentCall = <T extends z.ZodType>(summary: string, body: T) => ({
  config: { encoded: true },
  schema: { tags: ["payments"], summary, body, response: { 200: transactionSchema } },
});

export async function paymentsRoutes(app: FastifyInstance, { deps }: { deps: PaymentsDeps }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/payment/processor",
    {
      schema: {
        tags: ["payments"],
        summary: "The card processor and its hosted card form",
        response: { 200: processorAnswerSchema },
      },
    },
    async () => ({ provider: deps.processor.provider, cardFormUrl: deps.processor.cardFormUrl }),
  );

  routes.post(
    "/payment/start-transaction",
    paymentCall("Start a card transaction for an order (idempotent per key)", startTransactionRequestSchema),
    async (request) => startTransaction(deps, request.body, callerOf(request)),
  );

  routes.post(
    "/payment/v2/authorize",
    paymentCall("Authorize with a token from the hosted card form (18)", authorizeRequestSchema),
    async (request) => authorizeCard(deps, request.body, callerOf(request)),
  );

  routes.post(
    "/payment/authorize-payment",
    paymentCall("Authorize with a saved card (18)", authorizeSavedCardRequestSchema),
    async (request) => authorizeSavedCard(deps, request.body, callerOf(request)),
  );

  routes.post(
    "/payment/collect-payment",
    paymentCall("Collect an authorized payment (19), never above the authorization", collectRequestSchema),
    async (request) => collectPayment(deps, request.body, callerOf(request)),
  );

  routes.post(
    "/payment/initiatePayment",
    paymentCall("A payment link or a UPI QR (INR) for an order", initiatePaymentRequestSchema),
    async (request) => payByLink(deps, request.body, callerOf(request)),
  );

  routes.post(
    "/payment/customer-initiate-offline-payment",
    paymentCall("Pay at the restaurant (POS, 25)", offlinePaymentRequestSchema),
    async (request) => payAtLocation(deps, request.body, callerOf(request)),
  );
}
