/**
 * No browser, proxy or CDN keeps a copy of an answer that may be personal: every answer to a request carrying
 * credentials (Authorization) says `Cache-Control: no-store`, and so does every answer whose route chose no caching
 * of its own (orders, profile, cards, sessions, tokens, errors). Answers that set their own caching (the web app's
 * files, media) keep it when no credentials came with the request. Deny by default: a new personal call cannot
 * forget it.
 */
import type { FastifyInstance, FastifyReply } from "fastify";

export const NO_STORE = "no-store";

/** Caching the route set, on the reply or (@fastify/static's setHeaders) on the raw response. */
const hasOwnCaching = (reply: FastifyReply) => reply.hasHeader("cache-control") || reply.raw.hasHeader("cache-control");

export function registerNoStore(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.headers.authorization !== undefined || !hasOwnCaching(reply)) {
      reply.header("cache-control", NO_STORE);
      // One value only, even when static files set theirs on the raw response.
      reply.raw.removeHeader("cache-control");
    }
    return payload;
  });
}
