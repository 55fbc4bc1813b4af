/**
 * Development and tests only: a signed-in diner tops up their own wallet, so the wallet can be tried and tested
 * (in production a wallet only grows by refunds and the restaurant's credits).
 */
import { walletCreditAnswerSchema, walletCreditRequestSchema } from "@forkful/contracts/customers";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Executor } from "../../db/client";
import { requireSameCustomer } from "../../plugins/caller";
import { jsonCall } from "../../plugins/envelope";
import { creditWallet } from "../customers/public";

export async function walletCreditRoutes(app: FastifyInstance, { deps }: { deps: { db: Executor } }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/dev/wallet-credit",
    jsonCall("development", "Top up the caller's own wallet (development and tests only)", {
      security: [{ bearer: [] }],
      body: walletCreditRequestSchema,
      answer: walletCreditAnswerSchema,
    }),
    async (request) => {
      requireSameCustomer(request, request.body.customerId);
      return creditWallet(deps.db, request.body);
    },
  );
}
