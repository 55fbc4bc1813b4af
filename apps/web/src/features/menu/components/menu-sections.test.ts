import type { MenuData, MenuItem } from "@forkful/contracts/menu";
import { describe, expect, it } from "vitest";
import { buildMenuSections, matchesFilter, stockNote } from "./menu-sections";

let nextId = 1;
function item(overrides: Partial<MenuItem>): MenuItem {
  const itemId = nextId++;
  return {
    itemId,
    itemName: `Item ${itemId}`,
    slug: `item-${itemId}`,
    description: "",
    price: 100,
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
  };
}

function menu(items: MenuItem[]): MenuData {
  return {
    locationId: 1,
    menuType: "pickup",
    orderTypeId: 1,
    currency: "USD",
    orderTax: 0,
    defaultItemTax: 0,
    availableCategory: [],
    categoryTypes: [
      { id: 2, name: "Starters", sortOrder: 1 },
      { id: 1, name: "Mains", sortOrder: 2 },
    ],
    subCategoryTypes: [
      { id: 20, categoryId: 1, name: "Grill", subCategoryImg: "/media/subcategory/grill.svg", subCategoryImgType: "image/svg+xml" },
      { id: 10, categoryId: 1, name: "Pasta", subCategoryImg: null, subCategoryImgType: null },
    ],
    menu: items,
    event: null,
  };
}

describe("buildMenuSections", () => {
  const pasta = item({ itemName: "Penne arrabbiata", subCategoryId: 10, subCategory: "Pasta", diet: "vegan" });
  const steak = item({ itemName: "Ribeye", description: "Dry-aged beef", subCategoryId: 20, subCategory: "Grill", diet: "non-veg" });
  const direct = item({ itemName: "Chef's special" });
  const soup = item({ itemName: "Crème brûlée soup", categoryId: 2, category: "Starters" });
  const hidden = item({ itemName: "Secret", display: 0 });
  const data = menu([pasta, steak, direct, soup, hidden]);

  it("orders categories by sort order, direct items first, then subcategories in their order", () => {
    const sections = buildMenuSections(data, { search: "", diets: [] });
    expect(sections.map((s) => s.name)).toEqual(["Starters", "Mains"]);
    const mains = sections[1]!;
    expect(mains.id).toBe("category-1");
    expect(mains.itemCount).toBe(3);
    expect(mains.subsections.map((s) => [s.name, s.image, s.items.map((i) => i.itemName)])).toEqual([
      [null, null, ["Chef's special"]],
      ["Grill", "/media/subcategory/grill.svg", ["Ribeye"]],
      ["Pasta", null, ["Penne arrabbiata"]],
    ]);
  });

  it("never shows an item whose display is not 1", () => {
    const names = buildMenuSections(data, { search: "", diets: [] }).flatMap((s) =>
      s.subsections.flatMap((x) => x.items.map((i) => i.itemName)),
    );
    expect(names).not.toContain("Secret");
    expect(matchesFilter(hidden, { search: "Secret", diets: [] })).toBe(false);
  });

  it("searches names and descriptions, ignoring case and accents, every word", () => {
    const names = (search: string) =>
      buildMenuSections(data, { search, diets: [] }).flatMap((s) => s.subsections.flatMap((x) => x.items.map((i) => i.itemName)));
    expect(names("creme brulee")).toEqual(["Crème brûlée soup"]);
    expect(names("DRY aged")).toEqual(["Ribeye"]);
    expect(names("beef pasta")).toEqual([]);
  });

  it("filters by the chosen diets and drops empty categories", () => {
    const sections = buildMenuSections(data, { search: "", diets: ["vegan", "non-veg"] });
    expect(sections.map((s) => s.name)).toEqual(["Mains"]);
    expect(sections[0]!.itemCount).toBe(2);
  });
});

describe("stockNote", () => {
  it.each([
    [{ stockQuantity: null, alertQuantity: 3 }, null],
    [{ stockQuantity: 0, alertQuantity: 3 }, "Sold out"],
    [{ stockQuantity: 3, alertQuantity: 3 }, "Only 3 left"],
    [{ stockQuantity: 4, alertQuantity: 3 }, null],
    [{ stockQuantity: 2, alertQuantity: null }, null],
  ])("%o → %s", (stock, note) => {
    expect(stockNote(stock)).toBe(note);
  });
});
