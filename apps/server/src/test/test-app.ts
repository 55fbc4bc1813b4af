/** Builds the real app on a fresh seeded database for API tests (app.inject), with a pinned clock. */
import { randomBytes } from "node:crypto";
import { appendFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { OTP_PER_IP_PER_HOUR } from "@forkful/contracts/auth";
import { decodePayload, encodeRequest } from "@forkful/contracts/envelope";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { seedDemoData } from "../../seed/seed-demo-data";
import { type AppDeps, buildApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { merchantLocations } from "../db/schema/merchants";
import type { DomainEvents } from "../integrations/events/domain-events";
import type { RedisConnection } from "../integrations/redis/open-redis";
import { createDatabaseMediaStorage } from "../integrations/storage/database-media-storage";
import { createLocalMediaStorage } from "../integrations/storage/local-media-storage";
import type { Clock } from "../lib/clock";
import { undocumentedRefusal } from "../plugins/refusal-docs";
import { openTestDatabase } from "./test-database";

/** The app settings of API tests: quiet logs, limits out of the way, the outbox SMS provider and its route. */
export function testConfig(overrides: Partial<AppDeps["config"]> = {}): AppDeps["config"] {
  return {
    LOG_LEVEL: "silent",
    TRUST_PROXY: false,
    RATE_LIMIT_PER_MINUTE: 100_000,
    AUTH_ATTEMPTS_PER_MINUTE: 100_000,
    OTP_CODES_PER_ADDRESS_PER_HOUR: OTP_PER_IP_PER_HOUR,
    ORDER_TRACKERS_PER_CLIENT: 20,
    ORDER_TRACKERS_TOTAL: 2000,
    CALLS_IN_FLIGHT_PER_CLIENT: 100_000,
    // Off: a sweep firing mid-test would release orders of tests that move the clock forward.
    UNPAID_ORDERS_SWEEP_MS: 0,
    RESERVATION_REMINDERS_SWEEP_MS: 0,
    CHECKIN_RELEASE_SWEEP_MS: 0,
    LATE_ORDERS_SWEEP_MS: 0,
    PAYMENTS_RECONCILE_SWEEP_MS: 0,
    REFUNDS_RETRY_SWEEP_MS: 0,
    // Jobs are sent, never worked in the background: a test runs the due ones by hand (runDueJobs), its clock pinned.
    ROLE: "web",
    JOBS_MAINTENANCE_SECONDS: 60,
    WEB_DIST_DIR: "/nonexistent-web-dist",
    STAFF_DIST_DIR: "/nonexistent-staff-dist",
    NODE_ENV: "test",
    SMS_PROVIDER: "outbox",
    SMS_HTTP_URL: undefined,
    SMS_HTTP_TOKEN: undefined,
    SMS_LOG_MESSAGES: false,
    EMAIL_PROVIDER: "outbox",
    EMAIL_HTTP_URL: undefined,
    EMAIL_HTTP_TOKEN: undefined,
    EMAIL_FROM: undefined,
    EMAIL_LOG_MESSAGES: false,
    smsOutboxRoute: true,
    devWalletRoute: true,
    PAYMENTS_PROVIDER: "sandbox",
    // Off: tests step the sandbox couriers and the watch by hand (delivery-test-kit).
    DELIVERY_PROVIDER_MODE: "sandbox",
    DELIVERY_SANDBOX_PACE: 1,
    DELIVERY_WATCH_MS: 0,
    DOORDASH_DEVELOPER_ID: undefined,
    DOORDASH_KEY_ID: undefined,
    DOORDASH_SIGNING_SECRET: undefined,
    DOORDASH_API_URL: "https://openapi.doordash.com",
    GEOCODER: "builtin",
    GEOCODER_URL: undefined,
    // Tiles off (MAP_TILE_URL=off reads as ""): maps on their plain ground.
    MAP_TILE_URL: "",
    PUBLIC_URL: undefined,
    PORT: 0,
    ...overrides,
  };
}

/** Runs, here, every due job of the kinds (all when none), as a worker would; answers how many ran. */
export const runDueJobs = (t: TestApp, names?: readonly string[]) => t.app.jobs.runDue(names);

/** A restaurant's time zone (timeZoneCd), as the seed wrote it. */
export async function timeZoneOf(t: TestApp, locationId: number): Promise<string> {
  const [row] = await t.database.db
    .select({ timeZone: merchantLocations.timeZoneCd })
    .from(merchantLocations)
    .where(eq(merchantLocations.id, locationId));
  return row!.timeZone;
}

/** Monday 2026-11-23 18:00 UTC: lunch time in the US, evening in India. */
export const TEST_NOW = new Date("2026-11-23T18:00:00Z");

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** POST an encoded call and decode the answer. */
  call(path: string, payload: unknown): Promise<{ status: number; body: unknown; response: LightMyRequestResponse }>;
  get(path: string): Promise<{ status: number; body: unknown; response: LightMyRequestResponse }>;
  close(): Promise<void>;
}

function readAnswer(response: LightMyRequestResponse): unknown {
  const json = response.json() as { encryptedText?: string };
  return typeof json.encryptedText === "string" ? decodePayload(json.encryptedText) : json;
}

/**
 * Every refusal a documented call answers must be one its OpenAPI document lists (plugins/refusal-docs.ts): what does
 * not is collected, and the test app's close fails with the list.
 */
function watchRefusals(app: FastifyInstance): Set<string> {
  const undocumented = new Set<string>();
  app.addHook("onSend", async (request, reply, payload) => {
    // A status's generic code (NOT_FOUND, CONFLICT…) is what nothing reacts to: listed where the suite saw it
    // (REFUSALS_SEEN collects it), never failing a test; a specific code a call does not list always fails.
    const problem = undocumentedRefusal(request, reply.statusCode, payload, { generic: !!process.env.REFUSALS_SEEN });
    if (problem) undocumented.add(problem);
    return payload;
  });
  return undocumented;
}

/**
 * Fails with the refusals no call documents; with REFUSALS_SEEN=<file> set, adds them to the file instead, so one run
 * of the suite lists every line call-refusals.ts lacks.
 */
function reportUndocumented(undocumented: Set<string>): void {
  if (undocumented.size === 0) return;
  const list = [...undocumented].join("\n");
  if (!process.env.REFUSALS_SEEN)
    throw new Error(`Refusals the OpenAPI document does not list (add them to apps/server/src/call-refusals.ts):\n${list}`);
  appendFileSync(process.env.REFUSALS_SEEN, `${list}\n`);
}

export async function createTestApp(
  options: {
    clock?: Clock;
    webDistDir?: string;
    authAttemptsPerMinute?: number;
    rateLimitPerMinute?: number;
    /** Any other settings to change. */
    config?: Partial<AppDeps["config"]>;
    /** The domain events (in one process unless given: another transport, or a watched publish). */
    events?: DomainEvents;
    /** The server's secret, for tests that sign what a partner would (a random one unless given). */
    secret?: string;
    /** Secrets the server's was rotated from (JWT_PREVIOUS_SECRETS). */
    previousSecrets?: string[];
    /** Where media files live: a temporary folder of this app's (the default), or the database (shared by its apps). */
    mediaStorage?: "local" | "database";
    /** A Redis the app shares its rate limits and bounds through, as instances do (closed by its maker). */
    redis?: RedisConnection;
    /** Another app's database, as a restarted (or second) server finds it: not seeded again, and left open on close. */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const shared = options.database;
  const database = shared ?? (await openTestDatabase());
  const mediaDir = await mkdtemp(join(tmpdir(), "forkful-media-"));
  const storage = options.mediaStorage === "database" ? createDatabaseMediaStorage(database.db) : createLocalMediaStorage(mediaDir);
  if (!shared) await seedDemoData(database.db, storage);
  const app = await buildApp({
    config: testConfig({
      AUTH_ATTEMPTS_PER_MINUTE: options.authAttemptsPerMinute ?? 100_000,
      RATE_LIMIT_PER_MINUTE: options.rateLimitPerMinute ?? 100_000,
      WEB_DIST_DIR: options.webDistDir ?? join(mediaDir, "no-web"),
      ...options.config,
    }),
    secret: options.secret ?? randomBytes(32).toString("hex"),
    previousSecrets: options.previousSecrets,
    redis: options.redis,
    database,
    storage,
    clock: options.clock ?? (() => TEST_NOW),
    events: options.events,
  });
  const undocumented = watchRefusals(app);
  await app.ready();
  const headers = { [APP_VERSION_HEADER]: APP_VERSION };
  return {
    app,
    database,
    async call(path, payload) {
      const response = await app.inject({ method: "POST", url: `/data-services${path}`, headers, payload: encodeRequest(payload) });
      return { status: response.statusCode, body: readAnswer(response), response };
    },
    async get(path) {
      const response = await app.inject({ method: "GET", url: `/data-services${path}`, headers });
      return { status: response.statusCode, body: readAnswer(response), response };
    },
    async close() {
      await app.close();
      if (!shared) await database.close();
      await rm(mediaDir, { recursive: true, force: true });
      reportUndocumented(undocumented);
    },
  };
}
