/** Boot: config → database → migrate → seed an empty database → listen. Closes gracefully on SIGINT/SIGTERM. */

import { mkdir } from "node:fs/promises";
import type pg from "pg";
import { seedDemoData } from "../seed/seed-demo-data";
import { seedDemoOrders } from "../seed/seed-demo-orders";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { closeGracefully } from "./graceful-close";
import { createDomainEvents } from "./integrations/events/domain-events";
import { createInProcessTransport, createPostgresTransport } from "./integrations/events/event-transport";
import { openRedis, redactedUrl } from "./integrations/redis/open-redis";
import { mediaStorageOf } from "./integrations/storage/media-storage-of";
import { loadOrCreateSecret } from "./lib/server-secret";

async function main(): Promise<void> {
  const config = loadConfig();
  // The embedded database's folder lives in it, and PGlite makes only its last level.
  await mkdir(config.DATA_DIR, { recursive: true });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.pgliteDir, poolSize: config.DATABASE_POOL_SIZE });
  await database.migrate();
  const storage = await mediaStorageOf(config, database.db);
  const secret = await loadOrCreateSecret(config.JWT_SECRET, config.secretFile);
  const redis = config.REDIS_URL
    ? await openRedis({
        url: config.REDIS_URL,
        keyPrefix: config.REDIS_KEY_PREFIX,
        onError: (error) => console.error("redis:", error.message),
      })
    : undefined;
  // Broadcast events reach every instance on PostgreSQL; on PGlite there is only this one.
  const transport =
    database.kind === "postgres"
      ? await createPostgresTransport(database.raw as pg.Pool, (error) => console.error("domain events:", error))
      : createInProcessTransport();
  const events = createDomainEvents(transport, (error, name) => console.error(`domain event ${name}:`, error));
  const app = await buildApp({ config, database, redis, storage, secret, previousSecrets: config.JWT_PREVIOUS_SECRETS, events });
  if (config.SEED_DEMO_DATA) {
    const { seeded } = await seedDemoData(database.db, storage);
    if (seeded) {
      await seedDemoOrders(database.db);
      app.log.info("Seeded the demo restaurants and their past orders");
    }
  }

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs: config.SHUTDOWN_GRACE_MS }, "Closing: no new calls here; open streams told to reconnect");
    const finished = await closeGracefully(app, { graceMs: config.SHUTDOWN_GRACE_MS });
    app.log.info({ finished }, finished ? "Every call in flight finished" : "Closed, cutting calls past the grace period");
    await events.close();
    await redis?.quit();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void close("SIGINT"));
  process.on("SIGTERM", () => void close("SIGTERM"));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const shownHost = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  const shared = redis ? `, shared state: Redis at ${redactedUrl(config.REDIS_URL ?? "")}` : "";
  app.log.info(`Forkful is listening on ${config.PUBLIC_URL ?? `http://${shownHost}:${port}`} (database: ${database.kind}${shared})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("Forkful failed to start:", error);
  }
  process.exit(1);
});
