/**
 * Development and tests only: a signed-in diner tops up their own wallet, so the wallet can be tried and tested
 * (in production a wallet only grows by refunds and the restaurant's credits).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { NotFoundError } from "../../lib/domain-errors";
import { requireSameCustomer } from "../../plugins/caller";

const creditBodySchema = z.object({
  customerId: z.string().uuid("customerId is not valid"),
  /** minor units */
  amount: z.number().int("amount is in minor units").min(1).max(1_000_000),
});

export async function walletCreditRoutes(
  app: FastifyInstance,
  { credit }: { credit(customerId: string, amount: number): Promise<number | null> },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/dev/wallet-credit",
    {
      schema: {
        tags: ["development"],
        summary: "Top up the caller's own wallet (development and tests only)",
        security: [{ bearer: [] }],
        body: creditBodySchema,
        response: { 200: z.object({ walletAmount: z.number().int() }) },
      },
    },
    async (request) => {
      requireSameCustomer(request, request.body.customerId);
      const walletAmount = await credit(request.body.customerId, request.body.amount);
      if (walletAmount === null) throw new NotFoundError("No such customer");
      return { walletAmount };
    },
  );
}
