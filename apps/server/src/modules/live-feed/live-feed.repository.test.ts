/**
 * A feed row is written in one statement that takes the location's lock before it draws the row's id: rows of one
 * location commit in id order, so a stream reading "after the last id I sent" never skips one committed late.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { openTestDatabase } from "../../test/test-database";
import { createLiveFeedRepository, LOCATION_FEED_LOCK } from "./live-feed.repository";

let handle: DatabaseHandle;
let locations: number[];
beforeAll(async () => {
  handle = await openTestDatabase();
  const { db } = handle;
  await db.execute(sql`insert into merchants (slug, name, merchant_type) values ('m', 'M', 'restaurant')`);
  const { rows } = await db.execute<{ id: number }>(
    sql`insert into merchant_locations (merchant_id, location_slug, branch_name, branch, address, city, country, currency, lat,
       lng, phone_number, cost, time_zone_cd, working_hours)
     select 1, 'l-' || g, 'B', 'b', 'A', 'C', 'US', 'USD', 0, 0, '+1', 2, 'UTC', '[]'::jsonb from generate_series(1, 2) g
     returning id`,
  );
  locations = rows.map((row) => Number(row.id));
});
afterAll(async () => {
  await handle?.close();
});

const row = (locationId: number) => ({ locationId, topic: "orders", kind: "orderPlaced", subject: "x", at: new Date() });

describe("appendRow", () => {
  it("writes rows of many writers at once, each once, readable in id order", async () => {
    const feed = createLiveFeedRepository(handle.db);
    const [here] = locations as [number];
    const ids = await Promise.all(Array.from({ length: 30 }, () => feed.appendRow(row(here))));
    expect(new Set(ids).size).toBe(30);
    const read = await feed.rowsAfter(handle.db, here, 0, 100);
    expect(read.map((r) => r.id)).toEqual([...ids].sort((a, b) => a - b));
    expect(read[0]).toMatchObject({ topic: "orders", kind: "orderPlaced", subject: "x" });
  });

  it.skipIf(!process.env.DATABASE_URL)("draws the row's id only once it holds the location's lock", async () => {
    const feed = createLiveFeedRepository(handle.db);
    const [here, elsewhere] = locations as [number, number];
    const holder = await (handle.raw as import("pg").Pool).connect();
    try {
      await holder.query("begin");
      await holder.query("select pg_advisory_xact_lock($1, $2)", [LOCATION_FEED_LOCK, here]);
      const waiting = feed.appendRow(row(here));
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Another location's row, written while `here` waits: its id is drawn first.
      const drawnMeanwhile = await feed.appendRow(row(elsewhere));
      await holder.query("commit");
      expect(await waiting).toBeGreaterThan(drawnMeanwhile);
    } finally {
      holder.release();
    }
  });
});
