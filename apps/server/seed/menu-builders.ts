/** Small constructors that keep the restaurant data files short and readable. */
import type { Diet, ItemType, MenuType, SeedCategory, SeedItem, SeedModifier, SeedSubcategory } from "./types";

export interface ItemExtras {
  display?: 0 | 1;
  menuTypes?: MenuType[];
  stockQuantity?: number;
  alertQuantity?: number;
  taxRate?: number;
  modifiers?: SeedModifier[];
}

function item(itemType: ItemType, name: string, price: number, diet: Diet, description: string, extras: ItemExtras): SeedItem {
  const { modifiers = [], display = 1, ...rest } = extras;
  return { name, description, price, diet, itemType, display, modifiers, ...rest };
}

export const dish = (name: string, price: number, diet: Diet, description: string, extras: ItemExtras = {}) =>
  item("food", name, price, diet, description, extras);

export const drink = (name: string, price: number, diet: Diet, description: string, extras: ItemExtras = {}) =>
  item("beverage", name, price, diet, description, extras);

export const sweet = (name: string, price: number, diet: Diet, description: string, extras: ItemExtras = {}) =>
  item("dessert", name, price, diet, description, extras);

export const category = (name: string, items: SeedItem[], subcategories: SeedSubcategory[] = []): SeedCategory => ({
  name,
  items,
  subcategories,
});

export const sub = (name: string, items: SeedItem[]): SeedSubcategory => ({ name, items });

/** Stock-tracked item: a few left, with an alert below alertQuantity. */
export const limited = (stockQuantity: number, alertQuantity: number): ItemExtras => ({ stockQuantity, alertQuantity });

/** Pick exactly one size; the option at defaultIndex is preselected. Prices are surcharges in minor units. */
export function sizes(options: [string, number][], defaultIndex = 0): SeedModifier {
  return {
    name: "Size",
    typeId: "size",
    minChoices: 1,
    maxChoices: 1,
    options: options.map(([name, price], i) => ({ name, price, isDefault: i === defaultIndex })),
  };
}

/** Optional priced extras, up to max of them. */
export function addons(name: string, options: [string, number][], max = 3): SeedModifier {
  return {
    name,
    typeId: "addon",
    minChoices: 0,
    maxChoices: Math.min(max, options.length),
    options: options.map(([optionName, price]) => ({ name: optionName, price, isDefault: false })),
  };
}

/** Pick exactly one spice level; free. */
export function spice(levels: string[] = ["Mild", "Medium", "Hot"], defaultIndex = 1): SeedModifier {
  return {
    name: "Spice level",
    typeId: "spice",
    minChoices: 1,
    maxChoices: 1,
    options: levels.map((name, i) => ({ name, price: 0, isDefault: i === defaultIndex })),
  };
}

/** Choose between min and max of the options, e.g. "pick 1 to 2 dips". */
export function choice(name: string, options: [string, number][], minChoices: number, maxChoices: number): SeedModifier {
  return {
    name,
    typeId: "choice",
    minChoices,
    maxChoices,
    options: options.map(([optionName, price]) => ({ name: optionName, price, isDefault: false })),
  };
}
