/** buildApp: the Fastify instance with every plugin and module, used as is by main.ts and by tests (inject). */
import { randomUUID } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { API_BASE_PATH } from "@forkful/contracts/api";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { createInProcessOrderEvents, type OrderEvents } from "./integrations/events/order-events";
import { SIGNATURE_HEADER } from "./integrations/payments/payment-processor";
import { wirePaymentProcessor } from "./integrations/payments/payment-processor-wiring";
import { sandboxProcessorRoutes } from "./integrations/payments/sandbox-processor.routes";
import { createHttpSmsSender } from "./integrations/sms/http-sms-sender";
import { createOutboxSmsSender } from "./integrations/sms/outbox-sms-sender";
import type { SmsSender } from "./integrations/sms/sms-sender";
import type { MediaStorage } from "./integrations/storage/media-storage";
import { type Clock, systemClock } from "./lib/clock";
import { createTtlCache } from "./lib/ttl-cache";
import { createAuthRepository } from "./modules/auth/auth.repository";
import { authRoutes } from "./modules/auth/auth.routes";
import { createAuthService } from "./modules/auth/auth.service";
import { createOtpService } from "./modules/auth/otp.service";
import { createSessionService } from "./modules/auth/session.service";
import { createCouponsRepository } from "./modules/coupons/coupons.repository";
import { couponsRoutes } from "./modules/coupons/coupons.routes";
import { createCouponsService } from "./modules/coupons/coupons.service";
import { createItemOffersService } from "./modules/coupons/item-offers.service";
import { createCustomersRepository } from "./modules/customers/customers.repository";
import { customersRoutes } from "./modules/customers/customers.routes";
import { createCustomersService } from "./modules/customers/customers.service";
import { smsOutboxRoutes } from "./modules/dev/sms-outbox.routes";
import { walletCreditRoutes } from "./modules/dev/wallet-credit.routes";
import { mediaRoutes } from "./modules/media/media.routes";
import { createMenuRepository } from "./modules/menu/menu.repository";
import { MENU_CACHE_TTL_MS, menuRoutes } from "./modules/menu/menu.routes";
import { createMenuService } from "./modules/menu/menu.service";
import { cachedMerchantsRepository, RESTAURANT_CACHE_TTL_MS } from "./modules/merchants/cached-merchants.repository";
import { createMerchantsRepository } from "./modules/merchants/merchants.repository";
import { merchantsRoutes } from "./modules/merchants/merchants.routes";
import { createMerchantsService } from "./modules/merchants/merchants.service";
import { orderEventsRoutes } from "./modules/orders/order-events.routes";
import { createOrderLookupService } from "./modules/orders/order-lookup.service";
import { createOrdersRepository } from "./modules/orders/orders.repository";
import { ordersRoutes } from "./modules/orders/orders.routes";
import { createOrdersService } from "./modules/orders/orders.service";
import { cardsRoutes } from "./modules/payments/cards.routes";
import { createCardsService } from "./modules/payments/cards.service";
import { paymentCallbackRoutes } from "./modules/payments/payment-callback.routes";
import { createPaymentCallbacksService } from "./modules/payments/payment-callbacks.service";
import { createPaymentsRepository } from "./modules/payments/payments.repository";
import { paymentsRoutes } from "./modules/payments/payments.routes";
import { createPaymentsService } from "./modules/payments/payments.service";
import { createStaffRepository } from "./modules/staff/staff.repository";
import { staffRoutes } from "./modules/staff/staff.routes";
import { createStaffService } from "./modules/staff/staff.service";
import { PROCESSOR_CALLBACK_PATH, registerAppVersionCheck } from "./plugins/app-version";
import { authenticate } from "./plugins/authenticate";
import { errorBody, registerErrorHandler } from "./plugins/error-handler";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { registerWebApp } from "./plugins/web-app";

export interface AppDeps {
  config: Pick<
    Config,
    | "LOG_LEVEL"
    | "TRUST_PROXY"
    | "RATE_LIMIT_PER_MINUTE"
    | "AUTH_ATTEMPTS_PER_MINUTE"
    | "OTP_CODES_PER_ADDRESS_PER_HOUR"
    | "WEB_DIST_DIR"
    | "NODE_ENV"
    | "SMS_PROVIDER"
    | "SMS_HTTP_URL"
    | "SMS_HTTP_TOKEN"
    | "smsOutboxRoute"
    | "devWalletRoute"
    | "PAYMENTS_PROVIDER"
    | "PUBLIC_URL"
    | "PORT"
  >;
  database: DatabaseHandle;
  storage: MediaStorage;
  /** Signs access tokens and keys OTP hashes. */
  secret: string;
  /** Order status events; in-process unless given (main.ts passes the PostgreSQL one). */
  events?: OrderEvents;
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
    trustProxy: config.TRUST_PROXY,
    // One line per request at info would cost more than the request; see the onResponse hook.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  app.addHook("onResponse", async (request, reply) => {
    const entry = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (reply.statusCode >= 400) request.log.info(entry, "request answered with an error");
    else request.log.debug(entry, "request completed");
  });

  // External plugins first, then the app's own, then routes (fastify/demo order).
  registerSecurityHeaders(app);
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    // Only API calls count: one page loads dozens of scripts and images, and diners share addresses.
    allowList: (request) => !request.url.startsWith(`${API_BASE_PATH}/`),
    timeWindow: "1 minute",
    errorResponseBuilder: (_request, context) => ({ ...errorBody(429, `Too many requests. Try again in ${context.after}.`) }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: "Forkful data services", version: "2.0.0" },
      servers: [{ url: "/" }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_BASE_PATH}/docs` });

  registerErrorHandler(app);
  registerAppVersionCheck(app);

  app.get(`${API_BASE_PATH}/health`, { schema: { hide: true } }, async () => {
    return { status: "ok", database: database.kind };
  });

  const outbox = createOutboxSmsSender(database.db, (message) => app.log.info(message));
  const sms: SmsSender =
    config.SMS_PROVIDER === "http" ? createHttpSmsSender({ url: config.SMS_HTTP_URL!, token: config.SMS_HTTP_TOKEN! }) : outbox;
  const authRepository = createAuthRepository(database.db);
  const customersRepository = createCustomersRepository(database.db);
  const otp = createOtpService({
    repository: authRepository,
    sms,
    clock,
    secret: deps.secret,
    codesPerAddressPerHour: config.OTP_CODES_PER_ADDRESS_PER_HOUR,
  });
  const sessions = createSessionService({ repository: authRepository, clock, secret: deps.secret });
  const auth = createAuthService({ customers: customersRepository, repository: authRepository, otp, sessions, clock });
  await app.register(authenticate, { sessions });

  const menuRepository = createMenuRepository(database.db);
  const menuAnswers = createTtlCache<string>({ ttlMs: MENU_CACHE_TTL_MS, clock });
  const events = deps.events ?? createInProcessOrderEvents();
  const ordersRepository = createOrdersRepository(database.db);
  const orders = createOrdersService({
    orders: ordersRepository,
    menu: menuRepository,
    events,
    clock,
    onStockChanged: (locationId) => menuAnswers.invalidate(`${locationId}:`),
    // Bound late: the payments service is built below, from the same orders repository.
    onCancelled: (orderId) => paymentCallbacks.releaseForCancelledOrder(orderId),
  });
  const paymentsWiring = wirePaymentProcessor({
    provider: config.PAYMENTS_PROVIDER,
    db: database.db,
    clock,
    secret: deps.secret,
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ""),
    // The sandbox calls Forkful's callback route in process, through the same route a remote processor would use.
    async deliver(body, signature) {
      const response = await app.inject({
        method: "POST",
        url: PROCESSOR_CALLBACK_PATH,
        headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signature },
        payload: body,
      });
      if (response.statusCode >= 400) app.log.warn({ statusCode: response.statusCode }, "payment callback refused");
    },
  });
  const paymentsRepository = createPaymentsRepository(database.db);
  const cards = createCardsService({ payments: paymentsRepository, processor: paymentsWiring.processor, clock });
  const payments = createPaymentsService({
    payments: paymentsRepository,
    orders: ordersRepository,
    processor: paymentsWiring.processor,
    cards,
    clock,
    log: app.log,
  });
  const paymentCallbacks = createPaymentCallbacksService({
    payments: paymentsRepository,
    orders: ordersRepository,
    processor: paymentsWiring.processor,
    clock,
    log: app.log,
  });
  const lookup = createOrderLookupService({ orders: ordersRepository, menu: menuRepository, customers: customersRepository, clock });

  await app.register(
    async (api) => {
      await api.register(authRoutes, { auth, sessions, attemptsPerMinute: config.AUTH_ATTEMPTS_PER_MINUTE });
      await api.register(customersRoutes, { service: createCustomersService({ repository: customersRepository, otp }) });
      if (config.smsOutboxRoute) await api.register(smsOutboxRoutes, { outbox });
      if (config.devWalletRoute) await api.register(walletCreditRoutes, { credit: customersRepository.creditWallet });
      const restaurantReads = createTtlCache<unknown>({ ttlMs: RESTAURANT_CACHE_TTL_MS, clock });
      const merchantsRepository = cachedMerchantsRepository(createMerchantsRepository(database.db), restaurantReads);
      await api.register(merchantsRoutes, {
        service: createMerchantsService({ repository: merchantsRepository, clock }),
        answers: createTtlCache<string>({ ttlMs: RESTAURANT_CACHE_TTL_MS, clock, maxEntries: 200 }),
        clock,
      });
      await api.register(menuRoutes, { service: createMenuService({ repository: menuRepository }), answers: menuAnswers });
      await api.register(ordersRoutes, { orders, lookup });
      await api.register(orderEventsRoutes, { orders, events });
      await api.register(paymentsRoutes, {
        payments,
        cardFormUrl: paymentsWiring.processor.cardFormUrl,
        provider: paymentsWiring.processor.provider,
      });
      await api.register(paymentCallbackRoutes, { callbacks: paymentCallbacks, secret: paymentsWiring.callbackSecret, clock });
      await api.register(cardsRoutes, { cards });
      const couponsRepository = createCouponsRepository(database.db);
      await api.register(couponsRoutes, {
        coupons: createCouponsService({ coupons: couponsRepository, orders: ordersRepository, clock }),
        offers: createItemOffersService({ coupons: couponsRepository, orders: ordersRepository, clock }),
      });
      await api.register(staffRoutes, {
        service: createStaffService({
          repository: createStaffRepository(database.db),
          orders,
          collectAtCounter: (orderId, at) => payments.collectedAtLocation(orderId, at),
          clock,
          secret: deps.secret,
        }),
        attemptsPerMinute: config.AUTH_ATTEMPTS_PER_MINUTE,
      });
    },
    { prefix: API_BASE_PATH },
  );
  await app.register(mediaRoutes, { storage });
  if (paymentsWiring.sandbox) await app.register(sandboxProcessorRoutes, { sandbox: paymentsWiring.sandbox });
  await registerWebApp(app, config.WEB_DIST_DIR);
  return app;
}
