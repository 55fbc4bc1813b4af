import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { takingTurns } from "./pglite-turns";

let client: PGlite;
beforeAll(async () => {
  client = new PGlite();
  await client.exec("create table dishes (id int primary key, name text not null)");
  await client.exec("insert into dishes select n, 'dish ' || n from generate_series(1, 100) n");
});
afterAll(() => client.close());

describe("takingTurns", () => {
  it("lets timers and sockets run between the queries of a burst", async () => {
    const db = takingTurns(client);
    const happened: string[] = [];
    const burst = Array.from({ length: 100 }, (_, n) =>
      db.query("select name from dishes where id = $1", [(n % 100) + 1]).then(() => happened.push("query")),
    );
    // Without turns PGlite runs the whole burst before any timer: this one would come last.
    setTimeout(() => happened.push("timer"), 0);
    await Promise.all(burst);
    expect(happened.indexOf("timer")).toBeGreaterThanOrEqual(0);
    expect(happened.indexOf("timer")).toBeLessThan(happened.length - 1);
  });

  it("keeps answers, transactions and failures as PGlite gives them", async () => {
    const db = takingTurns(client);
    const failing = db.query("select * from no_such_table");
    const after = db.query<{ name: string }>("select name from dishes where id = 7");
    await expect(failing).rejects.toThrow(/no_such_table/);
    expect((await after).rows).toEqual([{ name: "dish 7" }]);
    const renamed = await db.transaction(async (tx) => {
      await tx.query("update dishes set name = 'special' where id = 7");
      return (await tx.query<{ name: string }>("select name from dishes where id = 7")).rows[0]?.name;
    });
    expect(renamed).toBe("special");
    await expect(db.transaction(async (tx) => tx.query("select * from no_such_table"))).rejects.toThrow();
    expect((await db.query<{ n: number }>("select count(*)::int as n from dishes")).rows).toEqual([{ n: 100 }]);
    expect(db.waitReady).toBe(client.waitReady);
  });
});
