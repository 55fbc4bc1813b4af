/** GET /order/popular-dishes/{locationId}: the menu's Popular section. Thin: its answer is kept briefly, like a menu's. */
import { popularDishesAnswerSchema, popularDishesParamsSchema } from "@forkful/contracts/popular-dishes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { TtlCache } from "../../lib/ttl-cache";
import { encodedCall, sendCachedAnswer } from "../../plugins/envelope";
import { popularDishes } from "./popular-dishes";
import type { PopularDishesDeps } from "./popular-dishes-deps";

export async function popularDishesRoutes(app: FastifyInstance, { deps, answers }: { deps: PopularDishesDeps; answers: TtlCache<string> }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/order/popular-dishes/:locationId",
    encodedCall("orders", "The dishes ordered most at a location in the last 30 days (none when it has too few orders)", {
      params: popularDishesParamsSchema,
      answer: popularDishesAnswerSchema,
    }),
    async (request, reply) =>
      sendCachedAnswer(reply, answers, String(request.params.locationId), () => popularDishes(deps, request.params)),
  );
}
