/**
 * Migration 0008 moves each diner's profile locations (customers.location_details, newest first) into the addresses
 * table: the newest becomes the default, labels outside the tags become Custom, and the column goes.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { PGLITE_EXTENSIONS } from "../../db/client";

const migrationsFolder = fileURLToPath(new URL("../../db/migrations", import.meta.url));
const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
let before: string | undefined;
afterAll(async () => {
  await client.close();
  if (before) await rm(before, { recursive: true, force: true });
});

/** The migrations up to, not including, 0008: a copy of the folder whose journal stops at 0007. */
async function foldersBefore0008(): Promise<string> {
  before = await mkdtemp(join(tmpdir(), "forkful-migrations-"));
  await cp(migrationsFolder, before, { recursive: true });
  const journalPath = join(before, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < "0008");
  await writeFile(journalPath, JSON.stringify(journal));
  return before;
}

describe("migration 0008: profile locations become addresses", () => {
  it("copies every location with its label and pin, the newest as the default, and drops the column", async () => {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: await foldersBefore0008() });
    const locations = [
      { label: "Work", address: "500 Howard St, San Francisco", lat: 37.78, lng: -122.4 },
      { label: "Moon", address: "1 Crater Rd", lat: 1, lng: 2 },
    ];
    await client.query(
      `INSERT INTO customers (id, full_name, location_details) VALUES
        ('11111111-1111-4111-8111-111111111111', 'Priya', $1::jsonb),
        ('22222222-2222-4222-8222-222222222222', 'Raj', '[]'::jsonb)`,
      [JSON.stringify(locations)],
    );
    await migrate(db, { migrationsFolder });
    const copied = await client.query<{
      customer_id: string;
      tag: string;
      address_line1: string;
      lat: number;
      lng: number;
      is_default: boolean;
    }>("SELECT customer_id, tag, address_line1, lat, lng, is_default FROM addresses ORDER BY is_default DESC");
    expect(copied.rows).toEqual([
      {
        customer_id: "11111111-1111-4111-8111-111111111111",
        tag: "Work",
        address_line1: locations[0]!.address,
        lat: 37.78,
        lng: -122.4,
        is_default: true,
      },
      {
        customer_id: "11111111-1111-4111-8111-111111111111",
        tag: "Custom",
        address_line1: "1 Crater Rd",
        lat: 1,
        lng: 2,
        is_default: false,
      },
    ]);
    const column = await client.query(
      "SELECT 1 FROM information_schema.columns WHERE table_name = 'customers' AND column_name = 'location_details'",
    );
    expect(column.rows).toEqual([]);
    // Two full migration runs on a busy machine take a while.
  }, 60_000);
});
