/** buildApp: the Fastify instance with every plugin and module, used as is by main.ts and by tests (inject). */
import { randomUUID } from "node:crypto";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { API_BASE_PATH } from "@forkful/contracts/api";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import type { MediaStorage } from "./integrations/storage/media-storage";
import { type Clock, systemClock } from "./lib/clock";
import { mediaRoutes } from "./modules/media/media.routes";
import { createMenuRepository } from "./modules/menu/menu.repository";
import { menuRoutes } from "./modules/menu/menu.routes";
import { createMenuService } from "./modules/menu/menu.service";
import { createMerchantsRepository } from "./modules/merchants/merchants.repository";
import { merchantsRoutes } from "./modules/merchants/merchants.routes";
import { createMerchantsService } from "./modules/merchants/merchants.service";
import { registerAppVersionCheck } from "./plugins/app-version";
import { errorBody, registerErrorHandler } from "./plugins/error-handler";
import { registerWebApp } from "./plugins/web-app";

export interface AppDeps {
  config: Pick<Config, "LOG_LEVEL" | "RATE_LIMIT_PER_MINUTE" | "WEB_DIST_DIR" | "NODE_ENV">;
  database: DatabaseHandle;
  storage: MediaStorage;
  clock?: Clock;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, storage } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === "silent" ? false : { level: config.LOG_LEVEL, redact: ["req.headers.authorization", "req.headers.cookie"] },
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestTimeout: 60_000,
    connectionTimeout: 65_000,
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  // External plugins first, then the app's own, then routes (fastify/demo order).
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "https://www.googletagmanager.com"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        connectSrc: ["'self'", "https://www.google-analytics.com"],
        fontSrc: ["'self'", "data:"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: "1 minute",
    errorResponseBuilder: (_request, context) => ({ ...errorBody(429, `Too many requests. Try again in ${context.after}.`) }),
  });
  await app.register(swagger, {
    openapi: { info: { title: "Forkful data services", version: "2.0.0" }, servers: [{ url: "/" }] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_BASE_PATH}/docs` });

  registerErrorHandler(app);
  registerAppVersionCheck(app);

  app.get(`${API_BASE_PATH}/health`, { schema: { hide: true } }, async () => {
    return { status: "ok", database: database.kind };
  });

  await app.register(
    async (api) => {
      await api.register(merchantsRoutes, {
        service: createMerchantsService({ repository: createMerchantsRepository(database.db), clock }),
      });
      await api.register(menuRoutes, { service: createMenuService({ repository: createMenuRepository(database.db) }) });
    },
    { prefix: API_BASE_PATH },
  );
  await app.register(mediaRoutes, { storage });
  await registerWebApp(app, config.WEB_DIST_DIR);
  return app;
}
