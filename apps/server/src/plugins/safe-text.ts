/**
 * No call takes text PostgreSQL cannot keep (contracts' safe-text: NUL, control characters, lone surrogates): one
 * check for every route, so no schema can forget it. A preHandler, because only then is each part as the handler will
 * get it: the body after the envelope decoded it, the query string and the path parameters, whatever schema the route
 * declares (or none). It runs before any handler or route hook touches the database.
 */
import { UNSAFE_TEXT_MESSAGE, unsafeTextPath } from "@forkful/contracts/safe-text";
import type { FastifyInstance } from "fastify";
import { BadRequestError } from "../lib/domain-errors";
import { invalidRequest, invalidRequestText } from "./error-handler";

export function registerSafeTextCheck(app: FastifyInstance): void {
  app.addHook("preHandler", async (request) => {
    const parts = { body: request.body, querystring: request.query, params: request.params };
    for (const [part, value] of Object.entries(parts)) {
      const path = unsafeTextPath(value);
      if (path !== null) throw new BadRequestError(invalidRequest(invalidRequestText(part, path, UNSAFE_TEXT_MESSAGE)));
    }
  });
}
