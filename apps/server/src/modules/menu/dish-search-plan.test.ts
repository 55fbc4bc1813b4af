/** The menu search reads the location's index at a platform's size: it never reads other restaurants' dishes. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { containing } from "../../db/text-search";
import { insertSearchData, planOf } from "../../test/search-data";
import { openTestDatabase } from "../../test/test-database";
import { dishesMatching } from "./menu.repository";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await insertSearchData(handle);
});
afterAll(async () => {
  await handle?.close();
});

describe("the menu search", () => {
  it("reads the location's index", async () => {
    const plan = await planOf(handle, dishesMatching(handle.db, 7, containing("paneer")));
    expect(plan, plan).toMatch(/Index Cond: \(location_id = /);
    expect(plan, plan).not.toContain("Seq Scan");
  });

  it("finds the location's dishes by name or description, in any case", async () => {
    expect(await dishesMatching(handle.db, 7, containing("THING 4"))).toHaveLength(2);
    expect(await dishesMatching(handle.db, 7, containing("dish 40"))).toHaveLength(1);
    expect(await dishesMatching(handle.db, 7, containing("nothing"))).toHaveLength(0);
  });
});
