/** Saved cards (spec §7): POST /cards, GET /cards?customerId=, DELETE /cards?cardId=. Only the caller's own. */
import { encodedAnswerSchema, encodedRequestSchema } from "@forkful/contracts/envelope";
import { cardsQuerySchema, deleteCardQuerySchema, saveCardRequestSchema } from "@forkful/contracts/payments";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ForbiddenError } from "../../lib/domain-errors";
import { decodeData, encoded } from "../../lib/encoded-body";
import { requireSameCustomer } from "../../plugins/caller";
import { type CardsService, SIGN_UP_TO_SAVE_CARDS } from "./cards.service";

export async function cardsRoutes(app: FastifyInstance, { cards }: { cards: CardsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  routes.post(
    "/cards",
    {
      schema: {
        tags: ["cards"],
        summary: "Save a card from a processor token",
        security,
        body: encodedRequestSchema,
        response: { 201: encodedAnswerSchema },
      },
    },
    async (request, reply) => {
      const { customerId, ...card } = decodeData(request.body.data, saveCardRequestSchema);
      if (requireSameCustomer(request, customerId).kind !== "customer") throw new ForbiddenError(SIGN_UP_TO_SAVE_CARDS);
      return reply.status(201).send(encoded(await cards.save(customerId, card)));
    },
  );

  routes.get(
    "/cards",
    {
      schema: {
        tags: ["cards"],
        summary: "The caller's saved cards",
        security,
        querystring: cardsQuerySchema,
        response: { 200: encodedAnswerSchema },
      },
    },
    async (request) => {
      requireSameCustomer(request, request.query.customerId);
      return encoded({ cards: await cards.list(request.query.customerId) });
    },
  );

  routes.delete(
    "/cards",
    {
      schema: {
        tags: ["cards"],
        summary: "Delete a saved card; answers the cards left",
        security,
        querystring: deleteCardQuerySchema,
        response: { 200: encodedAnswerSchema },
      },
    },
    async (request) => encoded({ cards: await cards.remove(request.query.cardId, request.auth) }),
  );
}
