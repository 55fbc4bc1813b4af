/**
 * No client address may have more than CALLS_IN_FLIGHT_PER_CLIENT API calls in flight at once: above it a call is
 * answered 429 at once, before any work. The database answers its queries in turn (the embedded one a query at a
 * time), so without this bound one client's burst of a thousand order lookups queued ahead of every other diner's
 * call: a slots call waited 7 s behind 600 of them. A diner's page has a handful of calls in flight; the per-minute
 * rate limit still counts every call. Calls that stay open (event streams) are not counted here: they have bounds of
 * their own.
 */
import { API_BASE_PATH } from "@forkful/contracts/api";
import { MESSAGES } from "@forkful/contracts/messages";
import type { FastifyInstance } from "fastify";
import { errorBody } from "./error-handler";
import { routedPath } from "./routed-path";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The call stays open (an event stream): not counted as a call in flight. */
    longLived?: boolean;
  }
}

export function registerCallsInFlight(app: FastifyInstance, perClient: number): void {
  const inFlight = new Map<string, number>();
  const release = (client: string) => {
    const left = (inFlight.get(client) ?? 1) - 1;
    if (left > 0) inFlight.set(client, left);
    else inFlight.delete(client);
  };
  app.addHook("onRequest", async (request, reply) => {
    if (request.routeOptions.config?.longLived || !routedPath(request).startsWith(`${API_BASE_PATH}/`)) return;
    const client = request.ip;
    const mine = inFlight.get(client) ?? 0;
    if (mine >= perClient) return reply.status(429).send(errorBody(429, MESSAGES.tooManyCallsAtOnce));
    inFlight.set(client, mine + 1);
    // 'close' comes once the answer is sent, and also when the client goes away before it.
    reply.raw.once("close", () => release(client));
  });
}
