/**
 * Readiness reports the database, liveness does not touch it, and during a database outage every call answers 503
 * with Retry-After instead of 500: a database nobody listens on, one that accepts connections and never answers, and
 * a closed one.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { APP_VERSION, APP_VERSION_HEADER, HEALTH_DATABASE_TIMEOUT_MS, SERVICE_UNAVAILABLE } from "@forkful/contracts/api";
import { encodeRequest } from "@forkful/contracts/envelope";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { openRedis, type RedisConnection } from "../integrations/redis/open-redis";
import { createLocalMediaStorage } from "../integrations/storage/local-media-storage";
import { createAppWith } from "../test/sign-in-helpers";
import { TEST_NOW, type TestApp, testConfig } from "../test/test-app";

const headers = { [APP_VERSION_HEADER]: APP_VERSION };
const get = (app: FastifyInstance, path: string) => app.inject({ method: "GET", url: `/data-services${path}`, headers });
const post = (app: FastifyInstance, path: string, payload: unknown) =>
  app.inject({ method: "POST", url: `/data-services${path}`, headers, payload: encodeRequest(payload) });

/** A port nothing listens on: taken, then given back. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A server that accepts connections and never says a word: a database that hangs. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const apps: { app: FastifyInstance; mediaDir: string }[] = [];

async function appOn(database: DatabaseHandle, redis?: RedisConnection): Promise<FastifyInstance> {
  const mediaDir = await mkdtemp(join(tmpdir(), "forkful-media-"));
  const app = await buildApp({
    config: testConfig({ WEB_DIST_DIR: join(mediaDir, "no-web") }),
    secret: randomBytes(32).toString("hex"),
    database,
    redis,
    storage: createLocalMediaStorage(mediaDir),
    clock: () => TEST_NOW,
  });
  await app.ready();
  apps.push({ app, mediaDir });
  return app;
}

let healthy: TestApp;
let hanging: Awaited<ReturnType<typeof silentServer>>;
const unreachable: DatabaseHandle[] = [];

beforeAll(async () => {
  healthy = await createAppWith({});
  hanging = await silentServer();
});
afterAll(async () => {
  await healthy.close();
  for (const { app, mediaDir } of apps) {
    await app.close();
    await rm(mediaDir, { recursive: true, force: true });
  }
  await Promise.all(unreachable.map((database) => database.close().catch(() => undefined)));
  await hanging.close();
});

/** The answer every call gives while the database is out. */
function expectUnavailable(answer: Awaited<ReturnType<typeof get>>) {
  expect(answer.statusCode, answer.body).toBe(503);
  expect(answer.headers["retry-after"]).toBe(String(SERVICE_UNAVAILABLE.retryAfterSeconds));
  expect(answer.json()).toMatchObject({ statusCode: 503, message: SERVICE_UNAVAILABLE.message });
}

async function expectOutageAnswers(app: FastifyInstance) {
  const ready = await get(app, "/health");
  expect(ready.statusCode).toBe(503);
  expect(ready.headers["retry-after"]).toBe(String(SERVICE_UNAVAILABLE.retryAfterSeconds));
  expect(ready.json()).toMatchObject({ status: "unavailable" });
  expect((await get(app, "/health/live")).json()).toEqual({ status: "ok" });
  expectUnavailable(await post(app, "/merchants/locations/slug", { slug: "hudson-slice-co-west-village" }));
  expectUnavailable(await post(app, "/customer/sendSMS", { mobilePhone: "+14155550100" }));
}

describe("health", () => {
  it("is ready with the database, and alive without asking it", async () => {
    for (const path of ["/health", "/health/ready"]) {
      const ready = await get(healthy.app, path);
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: "ok", database: healthy.database.kind });
    }
    const live = await get(healthy.app, "/health/live");
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
  });

  it("needs no app version header (load balancers do not send one)", async () => {
    expect((await healthy.app.inject({ method: "GET", url: "/data-services/health" })).statusCode).toBe(200);
  });
});

describe("readiness with Redis (REDIS_URL)", () => {
  it("names Redis beside the database, and is not ready while Redis does not answer", async () => {
    const database = await openDatabase({});
    unreachable.push(database);
    // A Redis that is gone: every command fails at once.
    const gone = new Redis({ port: await deadPort(), lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    const app = await appOn(database, gone);
    const ready = await get(app, "/health/ready");
    expect(ready.statusCode).toBe(503);
    expect(ready.headers["retry-after"]).toBe(String(SERVICE_UNAVAILABLE.retryAfterSeconds));
    expect(ready.json()).toMatchObject({ status: "unavailable", database: "pglite", redis: "unavailable" });
    expect((await get(app, "/health/live")).json()).toEqual({ status: "ok" });
    gone.disconnect();
  });

  it.skipIf(!process.env.REDIS_URL)("is ready when both answer", async () => {
    const redis = await openRedis({ url: process.env.REDIS_URL ?? "", keyPrefix: `health-test-${randomBytes(4).toString("hex")}:` });
    const database = await openDatabase({});
    unreachable.push(database);
    const app = await appOn(database, redis);
    const ready = await get(app, "/health/ready");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok", database: "pglite", redis: "ok" });
    await redis.quit();
  });

  it("refuses to open a Redis that does not answer, naming it without its password", async () => {
    const url = `redis://:hunter2-secret@127.0.0.1:${await deadPort()}`;
    const opening = openRedis({ url, keyPrefix: "health-test:" });
    await expect(opening).rejects.toThrow(/^Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:\d+ did not answer/);
    await expect(opening).rejects.not.toThrow(/hunter2/);
  });
});

describe("a database outage", () => {
  it("PostgreSQL refusing connections: not ready, still alive, every call 503 with Retry-After", async () => {
    const database = await openDatabase({ url: `postgres://postgres@127.0.0.1:${await deadPort()}/forkful`, connectTimeoutMs: 500 });
    unreachable.push(database);
    await expectOutageAnswers(await appOn(database));
  });

  it("PostgreSQL accepting connections but never answering: not ready within its own timeout, calls 503 after the connect timeout", async () => {
    const database = await openDatabase({ url: `postgres://postgres@127.0.0.1:${hanging.port}/forkful`, connectTimeoutMs: 2_500 });
    unreachable.push(database);
    const app = await appOn(database);
    const started = Date.now();
    expect((await get(app, "/health")).statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(HEALTH_DATABASE_TIMEOUT_MS + 1_000);
    await expectOutageAnswers(app);
  });

  it("a query the database refuses is still a 500; a closed embedded database makes every call 503", async () => {
    const database = await openDatabase({}); // not migrated: every table is missing
    const app = await appOn(database);
    expect((await get(app, "/health")).statusCode).toBe(200);
    const refused = await post(app, "/merchants/locations/slug", { slug: "hudson-slice-co-west-village" });
    expect(refused.statusCode).toBe(500);
    expect(refused.headers["retry-after"]).toBeUndefined();
    await database.close();
    await expectOutageAnswers(app);
  });
});
