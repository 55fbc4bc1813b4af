/** Turns a location's menu into the sections the menu page shows: categories, then subcategories, then items. */
import type { Diet, MenuData, MenuItem } from "@forkful/contracts/menu";

export interface MenuSubsection {
  key: string;
  subCategoryId: number | null;
  /** null for the items that sit directly in the category */
  name: string | null;
  image: string | null;
  items: MenuItem[];
}

export interface MenuSection {
  id: string;
  categoryId: number;
  name: string;
  itemCount: number;
  subsections: MenuSubsection[];
}

export interface MenuFilter {
  search: string;
  diets: readonly Diet[];
}

export const sectionId = (categoryId: number) => `category-${categoryId}`;

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** Only displayed items (display 1) that match the text (name or description) and one of the chosen diets. */
export function matchesFilter(item: MenuItem, filter: MenuFilter): boolean {
  if (item.display !== 1) return false;
  if (filter.diets.length > 0 && !filter.diets.includes(item.diet)) return false;
  const words = fold(filter.search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${item.itemName} ${item.description}`);
  return words.every((word) => haystack.includes(word));
}

export function buildMenuSections(menu: MenuData, filter: MenuFilter): MenuSection[] {
  const categoryOrder = new Map(menu.categoryTypes.map((c) => [c.id, c.sortOrder]));
  const subOrder = new Map(menu.subCategoryTypes.map((s, index) => [s.id, index]));
  const subInfo = new Map(menu.subCategoryTypes.map((s) => [s.id, s]));
  const sections = new Map<number, MenuSection>();

  for (const item of menu.menu) {
    if (!matchesFilter(item, filter)) continue;
    let section = sections.get(item.categoryId);
    if (!section) {
      const name = menu.categoryTypes.find((c) => c.id === item.categoryId)?.name ?? item.category;
      section = { id: sectionId(item.categoryId), categoryId: item.categoryId, name, itemCount: 0, subsections: [] };
      sections.set(item.categoryId, section);
    }
    const key = item.subCategoryId === null ? "direct" : `sub-${item.subCategoryId}`;
    let sub = section.subsections.find((s) => s.key === key);
    if (!sub) {
      const info = item.subCategoryId === null ? undefined : subInfo.get(item.subCategoryId);
      sub = {
        key,
        subCategoryId: item.subCategoryId,
        name: item.subCategoryId === null ? null : (info?.name ?? item.subCategory),
        image: info?.subCategoryImg ?? item.subCategoryImg,
        items: [],
      };
      section.subsections.push(sub);
    }
    sub.items.push(item);
    section.itemCount += 1;
  }

  const rank = (s: MenuSubsection) => (s.subCategoryId === null ? -1 : (subOrder.get(s.subCategoryId) ?? Number.MAX_SAFE_INTEGER));
  for (const section of sections.values()) section.subsections.sort((a, b) => rank(a) - rank(b));
  const categoryRank = (s: MenuSection) => categoryOrder.get(s.categoryId) ?? Number.MAX_SAFE_INTEGER;
  return [...sections.values()].sort((a, b) => categoryRank(a) - categoryRank(b));
}

/** "Sold out" when none is left, "Only N left" at or below the alert level, else nothing. */
export function stockNote(item: Pick<MenuItem, "stockQuantity" | "alertQuantity">): string | null {
  if (item.stockQuantity === null) return null;
  if (item.stockQuantity <= 0) return "Sold out";
  if (item.alertQuantity !== null && item.stockQuantity <= item.alertQuantity) return `Only ${item.stockQuantity} left`;
  return null;
}

export const isSoldOut = (item: Pick<MenuItem, "stockQuantity">) => item.stockQuantity !== null && item.stockQuantity <= 0;
