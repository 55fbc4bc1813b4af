import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, publicBaseUrl } from "./config";

describe("loadConfig", () => {
  it("has a default for every setting", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, HOST: "0.0.0.0", MEDIA_STORAGE: "local", SEED_DEMO_DATA: true });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.pgliteDir.endsWith(".data/pglite")).toBe(true);
  });

  it("names every bad variable at once", () => {
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" });
      expect.unreachable("a bad configuration must throw");
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("DATABASE_URL: must be a postgres:// URL");
      expect(message).toContain("LOG_LEVEL");
    }
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).PORT).toBe(8080);
  });

  it("draws maps on OpenStreetMap's tiles unless told another tile URL, or off", () => {
    expect(loadConfig({}).MAP_TILE_URL).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(loadConfig({ MAP_TILE_URL: "" }).MAP_TILE_URL).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(loadConfig({ MAP_TILE_URL: "off" }).MAP_TILE_URL).toBe("");
    expect(loadConfig({ MAP_TILE_URL: " OFF " }).MAP_TILE_URL).toBe("");
    expect(loadConfig({ MAP_TILE_URL: "https://tiles.example.org/{z}/{x}/{y}.png" }).MAP_TILE_URL).toBe(
      "https://tiles.example.org/{z}/{x}/{y}.png",
    );
    for (const bad of ["tiles.example.org/{z}/{x}/{y}.png", "https://tiles.example.org/map.png", "javascript:alert(1)//{z}{x}{y}"])
      expect(() => loadConfig({ MAP_TILE_URL: bad })).toThrow(/MAP_TILE_URL: must be an http\(s\) URL with \{z\}, \{x\} and \{y\}, or off/);
  });
});

describe("many instances", () => {
  const database = "postgres://forkful@db.internal/forkful";
  const secret = "a-shared-secret-that-is-long-enough-01";

  it("refuse to start on PostgreSQL without a JWT_SECRET every instance shares", () => {
    expect(() => loadConfig({ DATABASE_URL: database })).toThrow(/JWT_SECRET: is required with DATABASE_URL/);
    expect(loadConfig({ DATABASE_URL: database, JWT_SECRET: secret }).JWT_SECRET).toBe(secret);
    // The embedded database is one process's: it generates and keeps its own.
    expect(loadConfig({}).JWT_SECRET).toBeUndefined();
  });

  it("run as all (the default), web or worker, apart only on PostgreSQL where jobs are shared", () => {
    expect(loadConfig({}).ROLE).toBe("all");
    expect(loadConfig({ DATABASE_URL: database, JWT_SECRET: secret, ROLE: "worker" }).ROLE).toBe("worker");
    expect(() => loadConfig({ ROLE: "web" })).toThrow(/ROLE: web and worker need DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: database, JWT_SECRET: secret, ROLE: "cook" })).toThrow(/ROLE/);
  });

  it("read the secrets JWT_SECRET was rotated from, each as long as a secret must be", () => {
    expect(loadConfig({}).JWT_PREVIOUS_SECRETS).toEqual([]);
    const older = "an-older-secret-that-is-long-enough-002";
    expect(loadConfig({ JWT_PREVIOUS_SECRETS: ` ${secret} ,${older},` }).JWT_PREVIOUS_SECRETS).toEqual([secret, older]);
    expect(() => loadConfig({ JWT_PREVIOUS_SECRETS: `${secret},short` })).toThrow(
      /JWT_PREVIOUS_SECRETS.*each must be at least 32 characters/,
    );
  });
});

describe("media storage", () => {
  it("keeps media in the database on PostgreSQL, in DATA_DIR on the embedded one, unless told", () => {
    expect(loadConfig({}).MEDIA_STORAGE).toBe("local");
    const shared = { DATABASE_URL: "postgres://forkful@db.internal/forkful", JWT_SECRET: "a-shared-secret-that-is-long-enough-01" };
    expect(loadConfig(shared).MEDIA_STORAGE).toBe("database");
    expect(loadConfig({ ...shared, MEDIA_STORAGE: "local" }).MEDIA_STORAGE).toBe("local");
  });

  it("needs a bucket for S3, and both halves of a key or neither", () => {
    expect(() => loadConfig({ MEDIA_STORAGE: "s3" })).toThrow(/S3_BUCKET: is required when MEDIA_STORAGE=s3/);
    const s3 = loadConfig({ MEDIA_STORAGE: "s3", S3_BUCKET: "forkful-media", S3_ENDPOINT: "https://minio.internal:9000" });
    expect(s3).toMatchObject({ S3_REGION: "us-east-1", S3_FORCE_PATH_STYLE: false, S3_PREFIX: "" });
    expect(() => loadConfig({ MEDIA_STORAGE: "s3", S3_BUCKET: "forkful-media", S3_ACCESS_KEY_ID: "AKIA" })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ MEDIA_STORAGE: "ftp" })).toThrow(/MEDIA_STORAGE/);
  });
});

describe("development routes", () => {
  it("are on outside production and off in production unless asked for", () => {
    expect(loadConfig({}).devWalletRoute).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).devWalletRoute).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", DEV_WALLET_ROUTE: "true" }).devWalletRoute).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).smsOutboxRoute).toBe(false);
  });

  it("keep sign-in codes out of the log unless asked for, in development too", () => {
    expect(loadConfig({}).SMS_LOG_MESSAGES).toBe(false);
    expect(loadConfig({ NODE_ENV: "production" }).SMS_LOG_MESSAGES).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", SMS_LOG_MESSAGES: "true" }).SMS_LOG_MESSAGES).toBe(true);
  });
});

describe("emails and links", () => {
  it("keep emails in the outbox by default; the HTTP provider needs its address, token and sender", () => {
    expect(loadConfig({})).toMatchObject({ EMAIL_PROVIDER: "outbox", EMAIL_LOG_MESSAGES: false });
    expect(() => loadConfig({ EMAIL_PROVIDER: "http" })).toThrow(/EMAIL_HTTP_URL[\s\S]*EMAIL_HTTP_TOKEN[\s\S]*EMAIL_FROM/);
    const http = {
      EMAIL_PROVIDER: "http",
      EMAIL_HTTP_URL: "https://mail.example/send",
      EMAIL_HTTP_TOKEN: "t",
      EMAIL_FROM: "Forkful <a@b.c>",
    };
    expect(loadConfig(http).EMAIL_PROVIDER).toBe("http");
  });

  it("start links with PUBLIC_URL, or this machine's own address when it is unset", () => {
    expect(publicBaseUrl(loadConfig({ PORT: "8106" }))).toBe("http://localhost:8106");
    expect(publicBaseUrl(loadConfig({ PUBLIC_URL: "https://forkful.example/" }))).toBe("https://forkful.example");
  });
});
