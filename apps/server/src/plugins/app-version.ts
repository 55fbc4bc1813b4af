/**
 * Every API request carries X-App-Version: v2 (spec §7). Health, the OpenAPI docs and the card processor's
 * callback (sent by the processor, not the app) are exempt.
 */
import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import type { FastifyInstance } from "fastify";
import { errorBody } from "./error-handler";
import { routedPath } from "./routed-path";

export const PROCESSOR_CALLBACK_PATH = `${API_BASE_PATH}/payment/processor-callback`;
/** Courier partners' webhooks: POST {path}/{partner}, sent by the partner, not the app (issue 14). */
export const DELIVERY_WEBHOOK_PATH = `${API_BASE_PATH}/delivery/webhooks`;
/** Paths (and what lies under them) that outside services send to, not the app: the processor, courier partners. */
const OUTSIDE_SERVICE_PATHS = [PROCESSOR_CALLBACK_PATH, DELIVERY_WEBHOOK_PATH];
/** Paths (and what lies under them) that need no X-App-Version: health, the docs, and what outside services send. */
export const VERSION_EXEMPT_PATHS = [`${API_BASE_PATH}/health`, `${API_BASE_PATH}/docs`, ...OUTSIDE_SERVICE_PATHS];

const isAtOrUnder = (path: string, paths: readonly string[]) => paths.some((p) => path === p || path.startsWith(`${p}/`));
/** The call was sent by an outside service (a processor's callback, a partner's webhook), not by the app. */
export const sentByOutsideService = (path: string): boolean => isAtOrUnder(path, OUTSIDE_SERVICE_PATHS);
/** A call to this path must carry X-App-Version. */
export const needsAppVersion = (path: string): boolean => path.startsWith(`${API_BASE_PATH}/`) && !isAtOrUnder(path, VERSION_EXEMPT_PATHS);

export function registerAppVersionCheck(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    const path = routedPath(request);
    if (!needsAppVersion(path)) return;
    if (request.headers[APP_VERSION_HEADER] !== APP_VERSION) {
      return reply.status(400).send(errorBody(400, `The ${APP_VERSION_HEADER} header must be ${APP_VERSION}`, "APP_VERSION_REQUIRED"));
    }
  });
}
