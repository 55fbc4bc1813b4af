/** The server's options and its plugins, in order: external ones first, then the app's own (fastify/demo order). */
import { randomUUID } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { API_BASE_PATH } from "@forkful/contracts/api";
import { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { AppConfig } from "../config";
import type { DatabaseHandle } from "../db/client";
import type { RedisConnection } from "../integrations/redis/open-redis";
import type { Clock } from "../lib/clock";
import type { SharedBounds } from "../lib/shared-bounds";
import { registerAnswerEncoding } from "./answer-encoding";
import { registerAppVersionCheck } from "./app-version";
import { type AuthenticateOptions, authenticate } from "./authenticate";
import { registerCallsInFlight } from "./calls-in-flight";
import { envelope } from "./envelope";
import { errorBody, registerErrorHandler } from "./error-handler";
import { registerHealth } from "./health";
import { logMethod, logSerializers } from "./log-redaction";
import { registerMetrics } from "./metrics";
import { registerNoStore } from "./no-store";
import { withRefusals } from "./refusal-docs";
import { routedPath } from "./routed-path";
import { registerSafeTextCheck } from "./safe-text";
import { registerSecurityHeaders } from "./security-headers";
import { registerWorkerRole } from "./worker-role";

export function serverOptions(config: AppConfig): FastifyServerOptions {
  return {
    logger:
      config.LOG_LEVEL === "silent"
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ["req.headers.authorization", "req.headers.cookie"],
            // No query value, nor what a failed query was given, reaches a log line (log-redaction.ts).
            serializers: logSerializers,
            hooks: { logMethod },
          },
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestTimeout: 60_000,
    connectionTimeout: 65_000,
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    // One line per request at info would cost more than the request; see the onResponse hook.
    logController: new LogController({ disableRequestLogging: true }),
  };
}

function registerRequestLog(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  app.addHook("onResponse", async (request, reply) => {
    const entry = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (reply.statusCode >= 400) request.log.info(entry, "request answered with an error");
    else request.log.debug(entry, "request completed");
  });
}

async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: "Forkful data services", version: "2.0.0" },
      servers: [{ url: "/" }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: withRefusals(jsonSchemaTransform),
  });
  await app.register(swaggerUi, { routePrefix: `${API_BASE_PATH}/docs` });
}

export async function registerPlugins(
  app: FastifyInstance,
  {
    config,
    database,
    redis,
    bounds,
    secrets,
    clock,
    isSessionRevoked,
  }: { config: AppConfig; database: DatabaseHandle; redis?: RedisConnection; bounds: SharedBounds; clock: Clock } & Pick<
    AuthenticateOptions,
    "secrets" | "isSessionRevoked"
  >,
): Promise<void> {
  registerRequestLog(app);
  registerMetrics(app, { database, token: config.METRICS_TOKEN });
  if (config.ROLE === "worker") registerWorkerRole(app);
  registerSecurityHeaders(app);
  registerNoStore(app);
  registerAnswerEncoding(app);
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    // Only API calls count: one page loads dozens of scripts and images, and diners share addresses.
    // Decided by the route, not the request line as written (an absolute-form line would slip past).
    allowList: (request) => !routedPath(request).startsWith(`${API_BASE_PATH}/`),
    timeWindow: "1 minute",
    // With Redis every instance counts the same minute; a Redis that does not answer lets calls through (each
    // instance's calls-in-flight bound still holds), rather than failing them.
    ...(redis ? { redis, nameSpace: "rate-limit:", skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => ({ ...errorBody(429, `Too many requests. Try again in ${context.after}.`) }),
  });
  registerCallsInFlight(app, config.CALLS_IN_FLIGHT_PER_CLIENT, bounds);
  await registerDocs(app);
  registerErrorHandler(app);
  registerAppVersionCheck(app);
  registerSafeTextCheck(app);
  await app.register(envelope);
  await app.register(authenticate, { secrets, clock, isSessionRevoked });
  registerHealth(app, database, redis);
}
