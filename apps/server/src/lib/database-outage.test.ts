import pg from "pg";
import { describe, expect, it } from "vitest";
import { isDatabaseOutage } from "./database-outage";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDatabaseOutage", () => {
  it.each([
    ["admin shutdown", withCode("57P01", "terminating connection due to administrator command")],
    ["crash shutdown", withCode("57P02")],
    ["cannot connect now (starting up)", withCode("57P03", "the database system is starting up")],
    ["connection exception", withCode("08006")],
    ["connection does not exist", withCode("08003")],
    ["refused", withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    ["reset", withCode("ECONNRESET")],
    ["timed out", withCode("ETIMEDOUT")],
    ["pool wait", new Error("timeout exceeded when trying to connect")],
    ["connect timeout", new Error("Connection terminated due to connection timeout")],
    ["dropped mid-query", new Error("Connection terminated unexpectedly")],
    ["broken client", new Error("Client has encountered a connection error and is not queryable")],
    ["ended pool", new Error("Cannot use a pool after calling end on the pool")],
    ["closed PGlite", new Error("PGlite is closed")],
  ])("%s is an outage", (_name, error) => {
    expect(isDatabaseOutage(error)).toBe(true);
  });

  it("finds the driver's error under drizzle's wrapper and inside an AggregateError", () => {
    const wrapped = new Error("Failed query: select 1", { cause: withCode("57P01") });
    expect(isDatabaseOutage(wrapped)).toBe(true);
    const bothAddresses = new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")], "");
    expect(isDatabaseOutage(bothAddresses)).toBe(true);
  });

  it.each([
    ["unique violation", withCode("23505", "duplicate key value violates unique constraint")],
    ["bad text", withCode("22P02", "invalid input syntax for type uuid")],
    ["NUL in text", withCode("22021", "invalid byte sequence for encoding")],
    ["missing table", withCode("42P01", 'relation "orders" does not exist')],
    ["serialization failure", withCode("40001")],
    ["wrapped refusal", new Error("Failed query: insert", { cause: withCode("23505") })],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
  ])("%s is not", (_name, error) => {
    expect(isDatabaseOutage(error)).toBe(false);
  });

  it("is false for things that are not errors, and stops on a cause that points at itself", () => {
    expect(isDatabaseOutage(undefined)).toBe(false);
    expect(isDatabaseOutage("ECONNREFUSED")).toBe(false);
    const looping = new Error("loop") as Error & { cause?: unknown };
    looping.cause = looping;
    expect(isDatabaseOutage(looping)).toBe(false);
  });

  // The real thing: PostgreSQL ends a backend in the middle of a query (npm run test:pg).
  it.skipIf(!process.env.DATABASE_URL)("an ended backend on PostgreSQL is an outage", async () => {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      pool.on("error", () => undefined);
      const client = await pool.connect();
      // A checked-out client has no listener of the pool's, and the socket closing after the query
      // already failed is emitted on the client; the app listens the same way in db/client.ts.
      client.on("error", () => undefined);
      const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
      const sleeping = client.query("select pg_sleep(10)").catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await admin.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
      const error = await sleeping;
      expect((error as { code?: string }).code).toBe("57P01");
      expect(isDatabaseOutage(error)).toBe(true);
      client.release(true);
    } finally {
      await admin.end();
      await pool.end();
    }
  });
});
