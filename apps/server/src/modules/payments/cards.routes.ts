/** Saved cards (spec §7): POST /cards, GET /cards?customerId=, DELETE /cards?cardId=. Only the caller's own. */
import {
  cardsAnswerSchema,
  cardsQuerySchema,
  deleteCardQuerySchema,
  saveCardRequestSchema,
  savedCardSchema,
} from "@forkful/contracts/payments";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { callerOf, requireSameCustomer } from "../../plugins/caller";
import { encodedCall } from "../../plugins/envelope";
import { type CardsDeps, deleteCard, listCards, saveCard } from "./cards";

const tag = "cards";
const security = [{ bearer: [] }];

export async function cardsRoutes(app: FastifyInstance, { deps }: { deps: CardsDeps }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/cards",
    encodedCall(tag, "Save a card from a processor token", { security, body: saveCardRequestSchema, answer: savedCardSchema, status: 201 }),
    async (request, reply) => {
      const caller = requireSameCustomer(request, request.body.customerId);
      const saved = await saveCard(deps, request.body, caller);
      reply.status(201);
      return saved;
    },
  );

  routes.get(
    "/cards",
    encodedCall(tag, "The caller's saved cards", { security, querystring: cardsQuerySchema, answer: cardsAnswerSchema }),
    async (request) => {
      requireSameCustomer(request, request.query.customerId);
      return { cards: await listCards(deps, request.query.customerId) };
    },
  );

  routes.delete(
    "/cards",
    encodedCall(tag, "Delete a saved card; answers the cards left", {
      security,
      querystring: deleteCardQuerySchema,
      answer: cardsAnswerSchema,
    }),
    async (request) => ({ cards: await deleteCard(deps, request.query.cardId, callerOf(request)) }),
  );
}
