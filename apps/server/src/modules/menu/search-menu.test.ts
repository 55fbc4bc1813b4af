/**
 * A menu search is one indexed query for the matching dishes, taken from the location's cached menu; a restaurant
 * search likewise narrows the cached list. The answers are those of the whole menu or list, narrowed.
 */
import { type MenuData, type MenuItem, menuDataSchema } from "@forkful/contracts/menu";
import { findMerchantAnswerSchema, type RestaurantSummary } from "@forkful/contracts/merchants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchDatabase } from "../../test/database-watch";
import { createTestApp, type TestApp } from "../../test/test-app";
import { menuOfDishes } from "./search-menu";

describe("menuOfDishes", () => {
  const dish = (itemId: number, categoryId: number) => ({ itemId, categoryId }) as MenuItem;
  const menu = {
    availableCategory: ["Starters", "Mains", "Desserts"],
    categoryTypes: [
      { id: 1, name: "Starters", sortOrder: 0 },
      { id: 2, name: "Mains", sortOrder: 1 },
      { id: 3, name: "Desserts", sortOrder: 2 },
    ],
    subCategoryTypes: [
      { id: 10, categoryId: 1, name: "Soups", subCategoryImg: null, subCategoryImgType: null },
      { id: 20, categoryId: 2, name: "Curries", subCategoryImg: null, subCategoryImgType: null },
    ],
    menu: [dish(100, 1), dish(101, 2), dish(102, 3), dish(103, 3)],
    event: null,
  } as unknown as MenuData;

  it("keeps the given dishes in menu order, and only their categories and subcategories", () => {
    const narrowed = menuOfDishes(menu, new Set([103, 100]));
    expect(narrowed.menu.map((d) => d.itemId)).toEqual([100, 103]);
    expect(narrowed.availableCategory).toEqual(["Starters", "Desserts"]);
    expect(narrowed.categoryTypes.map((c) => c.id)).toEqual([1, 3]);
    expect(narrowed.subCategoryTypes.map((s) => s.id)).toEqual([10]);
  });

  it("answers an empty menu when nothing matches", () => {
    const narrowed = menuOfDishes(menu, new Set());
    expect(narrowed).toMatchObject({ menu: [], availableCategory: [], categoryTypes: [], subCategoryTypes: [] });
  });
});

describe("searches on the app", () => {
  let t: TestApp;
  let restaurant: RestaurantSummary;
  beforeAll(async () => {
    t = await createTestApp();
    [restaurant] = findMerchantAnswerSchema.parse((await t.call("/customer/findMerchant/v2", {})).body).restaurants as [RestaurantSummary];
  });
  afterAll(() => t.close());

  const queriesOf = async (send: () => Promise<{ status: number; body: unknown }>) => {
    const watch = watchDatabase(t.database);
    try {
      const { status, body } = await send();
      expect(status).toBe(200);
      return { asked: watch.asked, body };
    } finally {
      watch.stop();
    }
  };

  it("searches a cached menu with one query, answering the whole menu's matching dishes", async () => {
    const type = restaurant.orderTypes[0]!.menuType;
    const whole = menuDataSchema.parse((await t.call("/merchants/menu/v2", { type, locationId: restaurant.id })).body);
    const word = whole.menu[2]!.itemName.split(" ")[0]!.toLowerCase();
    const search = () => t.call("/merchants/menu/v2", { type, locationId: restaurant.id, searchText: word });
    await search();
    const { asked, body } = await queriesOf(search);
    expect(asked).toBe(1);
    const found = menuDataSchema.parse(body);
    const expected = whole.menu.filter((d) => `${d.itemName} ${d.description}`.toLowerCase().includes(word));
    expect(found.menu).toEqual(expected);
    expect(new Set(found.categoryTypes.map((c) => c.id))).toEqual(new Set(expected.map((d) => d.categoryId)));
  });

  it("searches the cached restaurant list with one query", async () => {
    const city = restaurant.city.slice(1, 5).toUpperCase();
    const whole = findMerchantAnswerSchema.parse((await t.call("/customer/findMerchant/v2", {})).body);
    const { asked, body } = await queriesOf(() => t.call("/customer/findMerchant/v2", { searchText: city }));
    expect(asked).toBe(1);
    const found = findMerchantAnswerSchema.parse(body).restaurants.map((r) => r.id);
    expect(found).toContain(restaurant.id);
    expect(found.length).toBeLessThanOrEqual(whole.restaurants.length);
  });
});
