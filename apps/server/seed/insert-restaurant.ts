/** Inserts one demo restaurant (merchant, location, menu, media rows, event) inside the seeding transaction. */
import type { Database } from "../src/db/client";
import { media } from "../src/db/schema/media";
import {
  eventMenuItems,
  eventMenus,
  eventSlots,
  menuCategories,
  menuItems,
  menuSubcategories,
  modifierOptions,
  modifiers,
} from "../src/db/schema/menu";
import { merchantLocations, merchants, orderTypes } from "../src/db/schema/merchants";
import { itemMediaId, restaurantMedia, subcategoryMediaId } from "./media-plan";
import { type MenuEntry, menuEntries, menuFacets } from "./menu-entries";
import type { MenuType, SeedRestaurant } from "./types";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const ORDER_TYPES: Record<MenuType, { name: string; typeGroup: "P" | "DL" | "D" }> = {
  pickup: { name: "Pickup", typeGroup: "P" },
  delivery: { name: "Delivery", typeGroup: "DL" },
  dinein: { name: "Dine In", typeGroup: "D" },
};

function lookup<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed data refers to unknown ${what} ${String(key)}`);
  return value;
}

function first<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`Insert of ${what} returned no row`);
  return row;
}

/** Inserts the restaurant, its media rows among the rest (their bytes are stored by seedDemoData). */
export async function insertRestaurant(tx: Transaction, restaurant: SeedRestaurant): Promise<void> {
  const entries = menuEntries(restaurant);
  const merchant = first(await tx.insert(merchants).values(restaurant.merchant).returning({ id: merchants.id }), "merchant");
  const location = first(
    await tx
      .insert(merchantLocations)
      .values({ ...restaurant.location, ...menuFacets(entries), merchantId: merchant.id })
      .returning({ id: merchantLocations.id }),
    "location",
  );
  const locationId = location.id;

  await tx.insert(orderTypes).values(restaurant.orderTypes.map((menuType) => ({ locationId, menuType, ...ORDER_TYPES[menuType] })));

  await tx.insert(media).values(restaurantMedia(restaurant, locationId).map((p) => p.row));

  const categoryRows = await tx
    .insert(menuCategories)
    .values(restaurant.menu.map((c, sortOrder) => ({ locationId, name: c.name, sortOrder })))
    .returning({ id: menuCategories.id, name: menuCategories.name });
  const categoryIds = new Map(categoryRows.map((c) => [c.name, c.id]));

  const subcategoryValues = restaurant.menu.flatMap((c) =>
    c.subcategories.map((s, sortOrder) => ({
      categoryId: lookup(categoryIds, c.name, "category"),
      name: s.name,
      imageMediaId: subcategoryMediaId(restaurant, s.name),
      sortOrder,
    })),
  );
  const subcategoryRows =
    subcategoryValues.length > 0
      ? await tx
          .insert(menuSubcategories)
          .values(subcategoryValues)
          .returning({ id: menuSubcategories.id, categoryId: menuSubcategories.categoryId, name: menuSubcategories.name })
      : [];
  const subcategoryIds = new Map(subcategoryRows.map((s) => [`${s.categoryId}:${s.name}`, s.id]));

  const itemRows = await tx
    .insert(menuItems)
    .values(entries.map((entry) => itemValues(restaurant, entry, locationId, categoryIds, subcategoryIds)))
    .returning({ id: menuItems.id, slug: menuItems.slug });
  const itemIds = new Map(itemRows.map((i) => [i.slug, i.id]));

  await insertModifiers(tx, entries, itemIds);
  if (restaurant.event) await insertEvent(tx, restaurant, locationId, entries, itemIds);
}

function itemValues(
  restaurant: SeedRestaurant,
  entry: MenuEntry,
  locationId: number,
  categoryIds: Map<string, number>,
  subcategoryIds: Map<string, number>,
): typeof menuItems.$inferInsert {
  const { item } = entry;
  const categoryId = lookup(categoryIds, entry.category, "category");
  return {
    locationId,
    categoryId,
    subcategoryId: entry.subcategory === null ? null : lookup(subcategoryIds, `${categoryId}:${entry.subcategory}`, "subcategory"),
    name: item.name,
    slug: entry.slug,
    description: item.description,
    price: item.price,
    taxRate: item.taxRate ?? null,
    diet: item.diet,
    itemType: item.itemType,
    display: item.display,
    menuTypes: item.menuTypes ?? restaurant.orderTypes.slice(),
    stockQuantity: item.stockQuantity ?? null,
    alertQuantity: item.alertQuantity ?? null,
    mediaId: itemMediaId(restaurant, entry),
    sortOrder: entry.sortOrder,
  };
}

async function insertModifiers(tx: Transaction, entries: MenuEntry[], itemIds: Map<string, number>): Promise<void> {
  const withModifiers = entries.filter((e) => e.item.modifiers.length > 0);
  const modifierValues = withModifiers.flatMap((e) =>
    e.item.modifiers.map((m, sortOrder) => ({
      itemId: lookup(itemIds, e.slug, "item"),
      name: m.name,
      typeId: m.typeId,
      minChoices: m.minChoices,
      maxChoices: m.maxChoices,
      sortOrder,
    })),
  );
  if (modifierValues.length === 0) return;
  const modifierRows = await tx
    .insert(modifiers)
    .values(modifierValues)
    .returning({ id: modifiers.id, itemId: modifiers.itemId, sortOrder: modifiers.sortOrder });
  const modifierIds = new Map(modifierRows.map((m) => [`${m.itemId}:${m.sortOrder}`, m.id]));
  const optionValues = withModifiers.flatMap((e) =>
    e.item.modifiers.flatMap((m, modifierOrder) => {
      const modifierId = lookup(modifierIds, `${lookup(itemIds, e.slug, "item")}:${modifierOrder}`, "modifier");
      return m.options.map((o, sortOrder) => ({ modifierId, name: o.name, price: o.price, isDefault: o.isDefault, sortOrder }));
    }),
  );
  await tx.insert(modifierOptions).values(optionValues);
}

async function insertEvent(
  tx: Transaction,
  restaurant: SeedRestaurant,
  locationId: number,
  entries: MenuEntry[],
  itemIds: Map<string, number>,
): Promise<void> {
  const event = restaurant.event;
  if (!event) return;
  const slugByName = new Map(entries.map((e) => [e.item.name, e.slug]));
  const eventMenu = first(
    await tx
      .insert(eventMenus)
      .values({ locationId, eventSlug: event.slug, name: event.name, description: event.description, eventDate: event.date })
      .returning({ id: eventMenus.id }),
    "event menu",
  );
  await tx.insert(eventSlots).values(event.slots.map((slot) => ({ eventMenuId: eventMenu.id, ...slot })));
  await tx.insert(eventMenuItems).values(
    event.itemNames.map((name) => ({
      eventMenuId: eventMenu.id,
      itemId: lookup(itemIds, lookup(slugByName, name, "event item"), "item"),
    })),
  );
}
