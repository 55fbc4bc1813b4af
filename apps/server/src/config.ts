/** Every setting from the environment, parsed once at boot. A bad variable stops the server naming every bad one. */

import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { OTP_PER_IP_PER_HOUR } from "@forkful/contracts/auth";
import { MAP_TILES_OFF, OSM_TILES } from "@forkful/contracts/geocoding";
import { z } from "zod";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

const booleanText = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * Redis, for what instances share beyond the database: rate limits, the calls-in-flight and tracker bounds. Unset:
   * each process keeps its own (one instance, or the embedded database).
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
  /** On SIGTERM, how long calls in flight may take to finish before their connections are closed (ms). */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** A bearer token a scraper must send to read GET /metrics; unset: anyone reaching the instance may (keep it off the public side). */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** What this deployment's keys in Redis start with, so deployments may share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,40}$/, "must be 1 to 40 letters, digits, or _ : . -")
    .default("forkful:"),
  PUBLIC_URL: z.url().optional(),
  WEB_DIST_DIR: z.string().min(1).default(resolve(repoRoot, "apps/web/dist")),
  /** The built staff console, served at /staff. */
  STAFF_DIST_DIR: z.string().min(1).default(resolve(repoRoot, "apps/staff/dist")),
  /**
   * Where media files live: `local` (DATA_DIR/media), `database` (a table: every instance serves the same files) or
   * `s3` (an S3-compatible bucket, S3_*). Unset: `database` with DATABASE_URL, `local` on the embedded database.
   */
  MEDIA_STORAGE: z.enum(["local", "database", "s3"]).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  /** Another S3-compatible store than AWS: its address. */
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: booleanText.default(false),
  /** With S3_SECRET_ACCESS_KEY; both unset: the AWS SDK's own chain (environment, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** What every object's key starts with ("forkful/"). */
  S3_PREFIX: z
    .string()
    .regex(/^[\w./-]{0,100}$/, "must be letters, digits, or _ . / -")
    .default(""),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO_DATA: booleanText.default(true),
  /**
   * Which proxies to believe about the client address (X-Forwarded-For): "false" (default: none),
   * "true" (any — only behind a proxy that overwrites the header), a hop count, or addresses/CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+|[\d.:/a-fA-F]+(,[\d.:/a-fA-F]+)*)$/, "must be true, false, a hop count or a list of addresses")
    .default("false")
    .transform((v): boolean | string[] | ((address: string, hop: number) => boolean) => {
      if (v === "true" || v === "false") return v === "true";
      if (/^\d+$/.test(v)) return (_address, hop) => hop < Number(v);
      return v.split(",");
    }),
  /** Requests a client IP may make per minute across the API. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Sign-in, code and reset attempts a client IP may make per minute on each such call. */
  AUTH_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Sign-in codes a client address may ask for per hour (behind one shared address, raise it). */
  OTP_CODES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(OTP_PER_IP_PER_HOUR),
  /** Live order trackers (event streams) one client address may hold open at once; above it a new one is refused (429). */
  ORDER_TRACKERS_PER_CLIENT: z.coerce.number().int().min(1).default(20),
  /** Live order trackers the server holds open in all; above it a new one is refused (503, Retry-After). Mind the open-file limit. */
  ORDER_TRACKERS_TOTAL: z.coerce.number().int().min(1).default(2000),
  /** API calls one client address may have in flight at once; above it a call is refused (429) before any work. */
  CALLS_IN_FLIGHT_PER_CLIENT: z.coerce.number().int().min(1).default(32),
  /** How often unpaid orders past their payment time are released (ms); 0 turns the sweep off (tests release by hand). */
  UNPAID_ORDERS_SWEEP_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** How often reservation reminders due are sent (ms); 0 turns the sweep off (tests send them by hand). */
  RESERVATION_REMINDERS_SWEEP_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** How often ready check-ins past their time to answer are released (ms); 0 turns the sweep off (tests release by hand). */
  CHECKIN_RELEASE_SWEEP_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  /** How often orders past their promised time are followed up (told, credited) (ms); 0 turns the sweep off (tests sweep by hand). */
  LATE_ORDERS_SWEEP_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /**
   * What this instance does: `all` answers calls and runs background jobs; `web` only answers calls; `worker` only
   * runs jobs (and answers its health and metrics). Apart from `all` it needs DATABASE_URL: jobs are shared there.
   */
  ROLE: z.enum(["all", "web", "worker"]).default("all"),
  /** How often a worker looks for a job that ran past its time (its instance died) to run again (s). */
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How often payments whose processor callback never came (2 minutes on) are asked about and settled (ms); 0: off. */
  PAYMENTS_RECONCILE_SWEEP_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** How often refunds the processor refused are tried again, each payment 30 s, then 1, 2… minutes on, up to an hour (ms); 0: off. */
  REFUNDS_RETRY_SWEEP_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** Signs access tokens (and keys OTP hashes and partner secrets). Required with DATABASE_URL: every instance must share it. */
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /**
   * Secrets JWT_SECRET was rotated from, comma-separated: access tokens they signed are still accepted until they
   * expire, so a rotation signs no one out. Drop them after the access-token lifetime.
   */
  JWT_PREVIOUS_SECRETS: z
    .string()
    .transform((list) =>
      list
        .split(",")
        .map((secret) => secret.trim())
        .filter((secret) => secret !== ""),
    )
    .pipe(z.array(z.string().min(32, "each must be at least 32 characters")))
    .default([]),
  SMS_PROVIDER: z.enum(["outbox", "http"]).default("outbox"),
  /** The card processor: the built-in sandbox (hosted card form, test cards, signed callbacks). */
  PAYMENTS_PROVIDER: z.enum(["sandbox"]).default("sandbox"),
  /**
   * Courier partners: `sandbox` (built-in DUNZO, SHADOWFAX, SIMPERY and DOORDASH that quote, assign a courier and move
   * it along a route in real time) or `live` (DoorDash Drive with DOORDASH_DEVELOPER_ID, DOORDASH_KEY_ID and
   * DOORDASH_SIGNING_SECRET; partners without live credentials are not offered).
   */
  DELIVERY_PROVIDER_MODE: z.enum(["sandbox", "live"]).default("sandbox"),
  /** How many times faster than real time the sandbox couriers move (demos and tests speed them up). */
  DELIVERY_SANDBOX_PACE: z.coerce.number().min(0.1).max(1000).default(1),
  /** How often active deliveries are followed: the sandbox's webhooks, the courier's position pushed to trackers (ms); 0 turns it off (tests step by hand). */
  DELIVERY_WATCH_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
  DOORDASH_DEVELOPER_ID: z.string().min(1).optional(),
  DOORDASH_KEY_ID: z.string().min(1).optional(),
  DOORDASH_SIGNING_SECRET: z.string().min(1).optional(),
  DOORDASH_API_URL: z.url().default("https://openapi.doordash.com"),
  /** Address suggestions: `builtin` (offline: the demo cities' streets and a world gazetteer of towns) or `http` (a Nominatim/Photon-compatible service at GEOCODER_URL). */
  GEOCODER: z.enum(["builtin", "http"]).default("builtin"),
  GEOCODER_URL: z.url().optional(),
  /**
   * Map tiles for the web's maps ({z}/{x}/{y}): OpenStreetMap's standard tiles unless told otherwise; `off`: maps draw
   * without tiles (points and routes on a plain ground; the tests run so). Read as "" when off.
   */
  MAP_TILE_URL: z
    .string()
    .max(300)
    .default(OSM_TILES.url)
    .transform((url) => (url.trim().toLowerCase() === MAP_TILES_OFF ? "" : url.trim()))
    .refine((url) => url === "" || (/^https?:\/\/[^\s]+$/.test(url) && ["{z}", "{x}", "{y}"].every((part) => url.includes(part))), {
      message: `must be an http(s) URL with {z}, {x} and {y}, or ${MAP_TILES_OFF}`,
    }),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  /** Write each outbox message, sign-in codes included, to the log (outbox provider only). Off unless asked for. */
  SMS_LOG_MESSAGES: booleanText.default(false),
  /** Booking confirmations by email: `outbox` keeps (and can log) them; `http` posts them to a mail service. */
  EMAIL_PROVIDER: z.enum(["outbox", "http"]).default("outbox"),
  EMAIL_HTTP_URL: z.url().optional(),
  EMAIL_HTTP_TOKEN: z.string().min(1).optional(),
  /** The sender of emails through the HTTP provider ("Forkful <bookings@example.com>"). */
  EMAIL_FROM: z.string().min(3).max(200).optional(),
  /** Write each outbox email, subject and text, to the log (outbox provider only). Off unless asked for. */
  EMAIL_LOG_MESSAGES: booleanText.default(false),
  /** Serve GET /data-services/dev/sms-outbox (outbox provider only). Defaults to on outside production. */
  SMS_OUTBOX_ROUTE: booleanText.optional(),
  /** Serve POST /data-services/dev/wallet-credit (a signed-in diner tops up their own wallet). Defaults to on outside production. */
  DEV_WALLET_ROUTE: booleanText.optional(),
});

export type Config = Omit<z.infer<typeof configSchema>, "MEDIA_STORAGE"> & {
  MEDIA_STORAGE: "local" | "database" | "s3";
  mediaDir: string;
  pgliteDir: string;
  secretFile: string;
  smsOutboxRoute: boolean;
  devWalletRoute: boolean;
};

/** The settings the app itself reads (the rest are for boot: database, data folder, secrets). */
export type AppConfig = Pick<
  Config,
  | "LOG_LEVEL"
  | "METRICS_TOKEN"
  | "TRUST_PROXY"
  | "RATE_LIMIT_PER_MINUTE"
  | "AUTH_ATTEMPTS_PER_MINUTE"
  | "OTP_CODES_PER_ADDRESS_PER_HOUR"
  | "ORDER_TRACKERS_PER_CLIENT"
  | "ORDER_TRACKERS_TOTAL"
  | "CALLS_IN_FLIGHT_PER_CLIENT"
  | "UNPAID_ORDERS_SWEEP_MS"
  | "RESERVATION_REMINDERS_SWEEP_MS"
  | "CHECKIN_RELEASE_SWEEP_MS"
  | "LATE_ORDERS_SWEEP_MS"
  | "PAYMENTS_RECONCILE_SWEEP_MS"
  | "REFUNDS_RETRY_SWEEP_MS"
  | "ROLE"
  | "JOBS_MAINTENANCE_SECONDS"
  | "WEB_DIST_DIR"
  | "STAFF_DIST_DIR"
  | "NODE_ENV"
  | "SMS_PROVIDER"
  | "SMS_HTTP_URL"
  | "SMS_HTTP_TOKEN"
  | "SMS_LOG_MESSAGES"
  | "EMAIL_PROVIDER"
  | "EMAIL_HTTP_URL"
  | "EMAIL_HTTP_TOKEN"
  | "EMAIL_FROM"
  | "EMAIL_LOG_MESSAGES"
  | "smsOutboxRoute"
  | "devWalletRoute"
  | "PAYMENTS_PROVIDER"
  | "DELIVERY_PROVIDER_MODE"
  | "DELIVERY_SANDBOX_PACE"
  | "DELIVERY_WATCH_MS"
  | "DOORDASH_DEVELOPER_ID"
  | "DOORDASH_KEY_ID"
  | "DOORDASH_SIGNING_SECRET"
  | "DOORDASH_API_URL"
  | "GEOCODER"
  | "GEOCODER_URL"
  | "MAP_TILE_URL"
  | "PUBLIC_URL"
  | "PORT"
>;

/**
 * The address links sent to people start with (texts, emails, payment links): PUBLIC_URL, or this machine's
 * `http://localhost:<PORT>` when it is unset. Never the address a request came in on, which its sender chooses.
 */
export const publicBaseUrl = (config: Pick<AppConfig, "PUBLIC_URL" | "PORT">): string =>
  (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, "");

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = configSchema
    .superRefine((c, ctx) => {
      // Instances that generated their own secrets would refuse each other's sessions.
      if (c.DATABASE_URL && !c.JWT_SECRET)
        ctx.addIssue({ code: "custom", path: ["JWT_SECRET"], message: "is required with DATABASE_URL, the same on every instance" });
      if (c.ROLE !== "all" && !c.DATABASE_URL)
        ctx.addIssue({
          code: "custom",
          path: ["ROLE"],
          message: "web and worker need DATABASE_URL: the embedded database serves one instance",
        });
      if (c.MEDIA_STORAGE === "s3" && !c.S3_BUCKET)
        ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "is required when MEDIA_STORAGE=s3" });
      if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY)
        ctx.addIssue({ code: "custom", path: ["S3_SECRET_ACCESS_KEY"], message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together" });
      if (c.GEOCODER === "http" && !c.GEOCODER_URL)
        ctx.addIssue({ code: "custom", path: ["GEOCODER_URL"], message: "is required when GEOCODER=http" });
      if (c.DELIVERY_PROVIDER_MODE === "live" && !(c.DOORDASH_DEVELOPER_ID && c.DOORDASH_KEY_ID && c.DOORDASH_SIGNING_SECRET)) {
        const message = "DELIVERY_PROVIDER_MODE=live needs DOORDASH_DEVELOPER_ID, DOORDASH_KEY_ID and DOORDASH_SIGNING_SECRET";
        ctx.addIssue({ code: "custom", path: ["DOORDASH_SIGNING_SECRET"], message });
      }
      if (c.EMAIL_PROVIDER === "http") {
        for (const key of ["EMAIL_HTTP_URL", "EMAIL_HTTP_TOKEN", "EMAIL_FROM"] as const)
          if (!c[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when EMAIL_PROVIDER=http" });
      }
      if (c.SMS_PROVIDER !== "http") return;
      if (!c.SMS_HTTP_URL) ctx.addIssue({ code: "custom", path: ["SMS_HTTP_URL"], message: "is required when SMS_PROVIDER=http" });
      if (!c.SMS_HTTP_TOKEN) ctx.addIssue({ code: "custom", path: ["SMS_HTTP_TOKEN"], message: "is required when SMS_PROVIDER=http" });
    })
    .safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const dataDir = resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    DATA_DIR: dataDir,
    MEDIA_STORAGE: parsed.data.MEDIA_STORAGE ?? (parsed.data.DATABASE_URL ? "database" : "local"),
    mediaDir: resolve(dataDir, "media"),
    pgliteDir: resolve(dataDir, "pglite"),
    secretFile: resolve(dataDir, "secrets", "jwt-secret"),
    smsOutboxRoute: parsed.data.SMS_PROVIDER === "outbox" && (parsed.data.SMS_OUTBOX_ROUTE ?? parsed.data.NODE_ENV !== "production"),
    devWalletRoute: parsed.data.DEV_WALLET_ROUTE ?? parsed.data.NODE_ENV !== "production",
  };
}
