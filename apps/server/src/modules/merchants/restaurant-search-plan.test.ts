/**
 * The restaurant search reads its trigram indexes (migration 0019) at a platform's size: no part of it reads every
 * restaurant.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { containing } from "../../db/text-search";
import { insertSearchData, planOf, SEARCH_DATA } from "../../test/search-data";
import { openTestDatabase } from "../../test/test-database";
import { locationsMatching } from "./merchants.repository";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await insertSearchData(handle);
});
afterAll(async () => {
  await handle?.close();
});

describe("the restaurant search", () => {
  it("reads each searched column's trigram index", async () => {
    const plan = await planOf(handle, locationsMatching(handle.db, containing("biryani")));
    for (const index of [
      "merchant_locations_branch_name_trgm_idx",
      "merchant_locations_city_trgm_idx",
      "merchant_locations_address_trgm_idx",
      "merchant_locations_cuisine_trgm_idx",
      "merchants_name_trgm_idx",
    ])
      expect(plan, plan).toContain(index);
    expect(plan, plan).not.toContain("Seq Scan");
  });

  it("finds by branch, merchant and cuisine, in any case", async () => {
    const ids = (await locationsMatching(handle.db, containing("branch 1999"))).map((row) => row.id);
    expect(ids).toHaveLength(1);
    expect((await locationsMatching(handle.db, containing("MERCHANT 1999"))).map((row) => row.id)).toEqual(ids);
    const cuisine = SEARCH_DATA.cuisines - 1;
    const withCuisine = Math.floor((SEARCH_DATA.restaurants - cuisine) / SEARCH_DATA.cuisines) + 1;
    expect(await locationsMatching(handle.db, containing(`cuisine ${cuisine}`))).toHaveLength(withCuisine);
  });
});
