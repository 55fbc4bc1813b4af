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
/** Paths (and what lies under them) that need no X-App-Version: health, the docs, and what outside services send. */
export const VERSION_EXEMPT_PATHS = [`${API_BASE_PATH}/health`, `${API_BASE_PATH}/docs`, PROCESSOR_CALLBACK_PATH, DELIVERY_WEBHOOK_PATH];

export function registerAppVersionCheck(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    const path = routedPath(request);
    if (!path.startsWith(`${API_BASE_PATH}/`) || VERSION_EXEMPT_PATHS.some((p) => path === p || path.startsWith(`${p}/`))) return;
    if (request.headers[APP_VERSION_HEADER] !== APP_VERSION) {
      return reply.status(400).send(errorBody(400, `The ${APP_VERSION_HEADER} header must be ${APP_VERSION}`, "APP_VERSION_REQUIRED"));
    }
  });
}
