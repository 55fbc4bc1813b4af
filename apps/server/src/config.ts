/** Every setting from the environment, parsed once at boot. A bad variable stops the server naming every bad one. */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
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
  PUBLIC_URL: z.url().optional(),
  WEB_DIST_DIR: z.string().min(1).default(resolve(repoRoot, "apps/web/dist")),
  MEDIA_STORAGE: z.enum(["local"]).default("local"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO_DATA: booleanText.default(true),
  /** Requests a client IP may make per minute across the API. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
});

export type Config = z.infer<typeof configSchema> & { mediaDir: string; pgliteDir: string };

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = configSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const dataDir = resolve(parsed.data.DATA_DIR);
  return { ...parsed.data, DATA_DIR: dataDir, mediaDir: resolve(dataDir, "media"), pgliteDir: resolve(dataDir, "pglite") };
}
