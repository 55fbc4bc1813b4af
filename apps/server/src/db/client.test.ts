import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";

// The crash suite found it: PostgreSQL ending a connection a transaction holds between two statements ended the
// server process (an 'error' event nobody listened to). npm run test:pg runs this against a real server.
describe.skipIf(!process.env.DATABASE_URL)("a PostgreSQL connection ended while a transaction holds it", () => {
  it("fails that transaction and the process goes on", async () => {
    const database = await openDatabase({ url: process.env.DATABASE_URL!, poolSize: 2 });
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const unheard: unknown[] = [];
    const onUncaught = (error: unknown) => unheard.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      const outcome = await database.db
        .transaction(async (tx) => {
          const { rows } = (await tx.execute("select pg_backend_pid() as pid")) as unknown as { rows: { pid: number }[] };
          await admin.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
          // The connection is idle inside the transaction when the server ends it.
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute("select 1");
        })
        .then(
          () => "committed",
          (error: unknown) => error,
        );
      expect(outcome).not.toBe("committed");
      expect(unheard).toEqual([]);
      // The pool opens a new connection for the next call.
      const next = (await database.db.execute("select 1 as one")) as unknown as { rows: { one: number }[] };
      expect(next.rows[0]!.one).toBe(1);
    } finally {
      process.off("uncaughtException", onUncaught);
      await admin.end();
      await database.close();
    }
  });
});
