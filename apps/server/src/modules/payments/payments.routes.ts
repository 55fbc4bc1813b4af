import {
  authorizeRequestSchema,
  authorizeSavedCardRequestSchema,
  collectRequestSchema,
  initiatePaymentRequestSchema,
  offlinePaymentRequestSchema,
  processorAnswerSchema,
  startTransactionRequestSchema,
} from "@forkful/contracts/payments";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { decodeData, encoded } from "../../lib/encoded-body";
import { encodedBody } from "../../lib/route-schemas";
import type { PaymentsService } from "./payments.service";

const encodedCall = (summary: string) => encodedBody("payments", summary);

export async function paymentsRoutes(
  app: FastifyInstance,
  { payments, cardFormUrl, provider }: { payments: PaymentsService; cardFormUrl: string; provider: string },
) {
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
    async () => ({ provider, cardFormUrl }),
  );

  routes.post(
    "/payment/start-transaction",
    { schema: encodedCall("Start a card transaction for an order (idempotent per key)") },
    async (request) => encoded(await payments.startTransaction(decodeData(request.body.data, startTransactionRequestSchema), request.auth)),
  );

  routes.post("/payment/v2/authorize", { schema: encodedCall("Authorize with a token from the hosted card form (18)") }, async (request) =>
    encoded(await payments.authorizeWithToken(decodeData(request.body.data, authorizeRequestSchema), request.auth)),
  );

  routes.post("/payment/authorize-payment", { schema: encodedCall("Authorize with a saved card (18)") }, async (request) =>
    encoded(await payments.authorizeWithSavedCard(decodeData(request.body.data, authorizeSavedCardRequestSchema), request.auth)),
  );

  routes.post(
    "/payment/collect-payment",
    { schema: encodedCall("Collect an authorized payment (19), never above the authorization") },
    async (request) => encoded(await payments.collect(decodeData(request.body.data, collectRequestSchema), request.auth)),
  );

  routes.post("/payment/initiatePayment", { schema: encodedCall("A payment link or a UPI QR (INR) for an order") }, async (request) =>
    encoded(await payments.initiate(decodeData(request.body.data, initiatePaymentRequestSchema), request.auth)),
  );

  routes.post("/payment/customer-initiate-offline-payment", { schema: encodedCall("Pay at the restaurant (POS, 25)") }, async (request) =>
    encoded(await payments.payAtLocation(decodeData(request.body.data, offlinePaymentRequestSchema), request.auth)),
  );
}
