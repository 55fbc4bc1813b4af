/**
 * No client address may have more than CALLS_IN_FLIGHT_PER_CLIENT API calls in flight at once: above it a call is
 * answered 429 at once, before any work. The database answers its queries in turn (the embedded one a query at a
 * time), so without this bound one client's burst of a thousand order lookups queued ahead of every other diner's
 * call: a slots call waited 7 s behind 600 of them. A diner's page has a handful of calls in flight; the per-minute
 * rate limit still counts every call. Calls that stay open (event streams) are not counted here: they have bounds of
 * their own; nor are what outside services send (the card processor's callbacks, courier partners' webhooks): a
 * processor confirms payments in bursts from few addresses, and one refused would leave a diner's payment waiting on
 * reconciliation (and on this machine the sandbox's callbacks come from the diners' own address). With Redis
 * (REDIS_URL) a client's calls are counted across every instance (lib/shared-bounds.ts).
 */
import { API_BASE_PATH } from "@forkful/contracts/api";
import { MESSAGES } from "@forkful/contracts/messages";
import type { FastifyInstance } from "fastify";
import type { SharedBounds } from "../lib/shared-bounds";
import { sentByOutsideService } from "./app-version";
import { errorBody } from "./error-handler";
import { routedPath } from "./routed-path";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The call stays open (an event stream): not counted as a call in flight. */
    longLived?: boolean;
  }
}

export function registerCallsInFlight(app: FastifyInstance, perClient: number, bounds: SharedBounds): void {
  app.addHook("onRequest", async (request, reply) => {
    const path = routedPath(request);
    if (request.routeOptions.config?.longLived || !path.startsWith(`${API_BASE_PATH}/`) || sentByOutsideService(path)) return;
    const taking = await bounds.take({ key: `calls:${request.ip}`, limit: perClient });
    if (!taking.taken) return reply.status(429).send(errorBody(429, MESSAGES.tooManyCallsAtOnce));
    // 'close' comes once the answer is sent, and also when the client goes away before it (or went while counting).
    if (reply.raw.closed) taking.release();
    else reply.raw.once("close", taking.release);
  });
}
