/** buildApp: the Fastify instance with every plugin and module, used as is by main.ts and by tests (inject). */
import { API_BASE_PATH } from "@forkful/contracts/api";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppContext, AppModule } from "./app-context";
import type { AppConfig } from "./config";
import type { DatabaseHandle } from "./db/client";
import { createInProcessEvents, type DomainEvents } from "./integrations/events/domain-events";
import { createBossQueue } from "./integrations/jobs/pg-boss-queue";
import type { RedisConnection } from "./integrations/redis/open-redis";
import { createRedisBounds } from "./integrations/redis/redis-bounds";
import type { MediaStorage } from "./integrations/storage/media-storage";
import { wireIntegrations } from "./integrations/wire-integrations";
import { type Clock, systemClock } from "./lib/clock";
import type { JobQueue } from "./lib/job-queue";
import { createLocalBounds } from "./lib/shared-bounds";
import { addressesModule } from "./modules/addresses/addresses.module";
import { authModule } from "./modules/auth/auth.module";
import { sessionRevocationCheck } from "./modules/auth/session-check";
import { billsModule } from "./modules/bills/bills.module";
import { placeAtTable, splitOfOrder, tabPartsOfOrders, tabsOfDiner } from "./modules/bills/public";
import { bookingsModule } from "./modules/bookings/bookings.module";
import { campaignsModule } from "./modules/campaigns/campaigns.module";
import { couponsModule } from "./modules/coupons/coupons.module";
import { checkoutCouponsOf, couponsOfOrders, offersOfOrders } from "./modules/coupons/public";
import { curbsideModule } from "./modules/curbside/curbside.module";
import { customersModule } from "./modules/customers/customers.module";
import { lockDiner } from "./modules/customers/public";
import { deliveryModule } from "./modules/delivery/delivery.module";
import { couriersDueOfOrders, deliveriesOfOrders } from "./modules/delivery/public";
import { devModule } from "./modules/dev/dev.module";
import { favouritesModule } from "./modules/favourites/favourites.module";
import { feedbackModule } from "./modules/feedback/feedback.module";
import { floorModule } from "./modules/floor/floor.module";
import { kitchenModule } from "./modules/kitchen/kitchen.module";
import { lateOrdersModule } from "./modules/late-orders/late-orders.module";
import { latenessOfOrders } from "./modules/late-orders/public";
import { linksModule } from "./modules/links/links.module";
import { liveFeedModule } from "./modules/live-feed/live-feed.module";
import { mediaModule } from "./modules/media/media.module";
import { menuModule } from "./modules/menu/menu.module";
import { upcomingEventMenus } from "./modules/menu/public";
import { merchantsModule } from "./modules/merchants/merchants.module";
import { ordersModule } from "./modules/orders/orders.module";
import { type OrderDetailSources, provideOrderDetailSources, provideTablePlacing } from "./modules/orders/public";
import { restaurantPages } from "./modules/pages/public";
import { paymentsModule } from "./modules/payments/payments.module";
import { paymentsOfOrders } from "./modules/payments/public";
import { popularDishesModule } from "./modules/popular-dishes/popular-dishes.module";
import { reservationsModule } from "./modules/reservations/reservations.module";
import { staffModule } from "./modules/staff/staff.module";
import { supportModule } from "./modules/support/support.module";
import { tablesModule } from "./modules/tables/tables.module";
import { waiterCallsModule } from "./modules/waiter-calls/waiter-calls.module";
import { waitlistModule } from "./modules/waitlist/waitlist.module";
import { registerPlugins, serverOptions } from "./plugins/register-plugins";
import { registerStaffApp } from "./plugins/staff-app";
import { registerWebApp } from "./plugins/web-app";

declare module "fastify" {
  interface FastifyInstance {
    /** The app's job queue: tests run due jobs by hand (runDue). */
    jobs: JobQueue;
  }
}

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  storage: MediaStorage;
  /** Signs access tokens and keys OTP hashes. */
  secret: string;
  /** Secrets JWT_SECRET was rotated from: access tokens they signed are still accepted until they expire. */
  previousSecrets?: readonly string[];
  /** Redis when REDIS_URL is set: what instances share beyond the database. Closed by its maker. */
  redis?: RedisConnection;
  /** The domain events; in one process unless given (main.ts passes them over PostgreSQL). Closed by their maker. */
  events?: DomainEvents;
  clock?: Clock;
}

/** The modules under the API's base path, one folder of src/modules each. */
const API_MODULES: AppModule[] = [
  authModule,
  customersModule,
  devModule,
  merchantsModule,
  menuModule,
  ordersModule,
  kitchenModule,
  curbsideModule,
  popularDishesModule,
  billsModule,
  paymentsModule,
  couponsModule,
  staffModule,
  tablesModule,
  bookingsModule,
  waitlistModule,
  reservationsModule,
  floorModule,
  waiterCallsModule,
  addressesModule,
  deliveryModule,
  favouritesModule,
  feedbackModule,
  campaignsModule,
  linksModule,
  supportModule,
  liveFeedModule,
  lateOrdersModule,
];

/** The parts of an order record that modules above orders own, each read by its owner (decision 034). */
const orderDetailSources: OrderDetailSources = {
  paymentsOf: paymentsOfOrders,
  couponsOf: couponsOfOrders,
  offersOf: offersOfOrders,
  deliveriesOf: deliveriesOfOrders,
  couriersDueOf: couriersDueOfOrders,
  tabPartsOf: tabPartsOfOrders,
  splitPartOf: splitOfOrder,
  tabsOfDiner,
  latenessOf: latenessOfOrders,
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, storage } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify(serverOptions(config));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // External plugins first, then the app's own, then routes (fastify/demo order).
  const isSessionRevoked = sessionRevocationCheck(database.db);
  const bounds = deps.redis
    ? createRedisBounds({ redis: deps.redis, onError: (error) => app.log.warn({ err: error }, "shared bounds: Redis did not answer") })
    : createLocalBounds();
  app.addHook("onClose", () => bounds.close());
  const secrets = [deps.secret, ...(deps.previousSecrets ?? [])];
  await registerPlugins(app, { config, database, redis: deps.redis, bounds, secrets, clock, isSessionRevoked });

  // Workers run jobs; web instances only send them.
  const jobs = createBossQueue({
    database,
    works: config.ROLE !== "web",
    maintenanceSeconds: config.JOBS_MAINTENANCE_SECONDS,
    log: app.log,
    onFinished: app.metrics.jobFinished,
  });
  app.metrics.watchJobs(() => jobs.depth());
  app.decorate("jobs", jobs);
  const integrations = wireIntegrations(app, { config, db: database.db, clock, secret: deps.secret });
  provideOrderDetailSources(database.db, orderDetailSources);
  provideTablePlacing(database.db, placeAtTable);
  const context: AppContext = {
    config,
    database,
    db: database.db,
    storage,
    clock,
    secret: deps.secret,
    log: app.log,
    metrics: app.metrics,
    jobs,
    trackers: { perClient: config.ORDER_TRACKERS_PER_CLIENT, total: config.ORDER_TRACKERS_TOTAL, bounds },
    events:
      deps.events ?? createInProcessEvents((error, name) => app.log.error({ err: error, event: name }, "a domain event's listener failed")),
    ...integrations.forModules,
    checkoutCoupons: checkoutCouponsOf({ db: database.db, clock }),
    dinerLock: lockDiner,
    upcomingEvents: upcomingEventMenus,
  };
  // Counted by the instance that placed the order (every instance hears it), until the app closes.
  const stopCounting = context.events.recordPublished(async (name) => {
    if (name === "orderPlaced") context.metrics.orderPlaced();
  });
  app.addHook("onClose", async () => stopCounting());
  await app.register(
    async (api) => {
      for (const module of API_MODULES) await module(api, context);
    },
    { prefix: API_BASE_PATH },
  );
  // Every module has defined its jobs: they start once the app is ready, and stop (runs in progress finished) on close.
  app.addHook("onReady", () => jobs.start());
  app.addHook("onClose", () => jobs.stop());
  await mediaModule(app, context);
  await integrations.registerPages(app);
  await registerWebApp(app, config.WEB_DIST_DIR, {
    restaurantPageOf: restaurantPages(context),
    staffApp: await registerStaffApp(app, config.STAFF_DIST_DIR),
  });
  return app;
}
