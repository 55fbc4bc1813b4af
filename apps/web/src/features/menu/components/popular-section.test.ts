import type { MenuData, MenuItem } from "@forkful/contracts/menu";
import { describe, expect, it } from "vitest";
import { POPULAR_SECTION_ID, popularSection } from "./popular-section";

const dish = (itemId: number, overrides: Partial<MenuItem> = {}): MenuItem => ({
  itemId,
  itemName: `Dish ${itemId}`,
  slug: `dish-${itemId}`,
  description: "",
  price: 500,
  category: "Mains",
  categoryId: 1,
  subCategory: null,
  subCategoryId: null,
  subCategoryImg: null,
  subCategoryImgType: null,
  display: 1,
  diet: "veg",
  itemType: "food",
  taxRate: null,
  stockQuantity: null,
  alertQuantity: null,
  media: null,
  modifiers: [],
  ...overrides,
});

const menu = (items: MenuItem[]) => ({ menu: items }) as MenuData;
const noFilter = { search: "", diets: [] };
const popular = (...ids: number[]) => ids.map((itemId, i) => ({ itemId, orderCount: 10 - i }));

describe("popularSection", () => {
  const items = [dish(1), dish(2, { diet: "non-veg" }), dish(3), dish(4, { stockQuantity: 0 }), dish(5, { display: 0 })];

  it("shows the popular dishes of this menu first, most ordered first", () => {
    const section = popularSection(menu(items), popular(3, 1, 2), noFilter);
    expect(section?.id).toBe(POPULAR_SECTION_ID);
    expect(section?.subsections[0]?.items.map((i) => i.itemId)).toEqual([3, 1, 2]);
    expect(section?.itemCount).toBe(3);
  });

  it("leaves out dishes not on this menu, hidden or sold out, and keeps to the diet filter", () => {
    expect(popularSection(menu(items), popular(9, 4, 5, 1, 3), noFilter)?.subsections[0]?.items.map((i) => i.itemId)).toEqual([1, 3]);
    expect(
      popularSection(menu(items), popular(1, 2, 3), { search: "", diets: ["veg"] })?.subsections[0]?.items.map((i) => i.itemId),
    ).toEqual([1, 3]);
  });

  it("is not shown with fewer than two dishes, nor while the diner searches", () => {
    expect(popularSection(menu(items), [], noFilter)).toBeNull();
    expect(popularSection(menu(items), popular(1, 4), noFilter)).toBeNull();
    expect(popularSection(menu(items), popular(1, 2, 3), { search: "dish", diets: [] })).toBeNull();
  });
});
