/** The media rows of one restaurant and the SVG bytes behind each, with deterministic ids. */
import type { media } from "../src/db/schema/media";
import type { MediaKey } from "../src/integrations/storage/media-storage";
import { type MenuEntry, menuEntries } from "./menu-entries";
import { coverSvg, itemSvg, logoSvg, subcategorySvg } from "./svg-art";
import { mediaId } from "./text";
import type { SeedRestaurant } from "./types";

export type MediaRow = typeof media.$inferInsert;

export interface PlannedMedia {
  row: MediaRow;
  bytes: Uint8Array;
}

/** Items at or past this menu position get a picture only when they are not drinks. */
const ALWAYS_ILLUSTRATED = 10;

const encoder = new TextEncoder();

function svgMedia(id: string, entityType: MediaRow["entityType"], svg: string, extra: Partial<MediaRow> = {}): PlannedMedia {
  return { row: { id, entityType, mimeType: "image/svg+xml", extension: "svg", ...extra }, bytes: encoder.encode(svg) };
}

export function locationMedia(restaurant: SeedRestaurant, locationId: number): PlannedMedia[] {
  const { name } = restaurant.merchant;
  const slug = restaurant.location.locationSlug;
  const logoColor = restaurant.location.themePrimaryColor ?? restaurant.brand.primary;
  const logoText = restaurant.location.themeTextColor ?? "#FFFFFF";
  const planned = [svgMedia(mediaId("logo", slug), "LOGO", logoSvg(name, logoColor, logoText), { locationId })];
  for (let i = 0; i < restaurant.coverCount; i++) {
    const svg = coverSvg(name, restaurant.tagline, restaurant.brand.primary, restaurant.brand.secondary, i);
    planned.push(svgMedia(mediaId("meta", slug, String(i + 1)), "META", svg, { locationId, sortOrder: i }));
  }
  return planned;
}

export function subcategoryMediaId(restaurant: SeedRestaurant, subcategory: string): string {
  return mediaId("subcategory", restaurant.mediaCode, subcategory);
}

export function subcategoryMedia(restaurant: SeedRestaurant): PlannedMedia[] {
  return restaurant.menu.flatMap((c) =>
    c.subcategories.map((s) => svgMedia(subcategoryMediaId(restaurant, s.name), "SUBCATEGORY", subcategorySvg(s.name))),
  );
}

/** The media id of an entry's picture, or null when the item has none. */
export function itemMediaId(restaurant: SeedRestaurant, entry: MenuEntry): string | null {
  if (entry.index >= ALWAYS_ILLUSTRATED && entry.item.itemType === "beverage") return null;
  return mediaId("item", restaurant.mediaCode, entry.slug);
}

export function itemMedia(restaurant: SeedRestaurant, entries: MenuEntry[]): PlannedMedia[] {
  return entries.flatMap((entry) => {
    const id = itemMediaId(restaurant, entry);
    return id ? [svgMedia(id, "ITEM", itemSvg(entry.item.name, entry.item.itemType))] : [];
  });
}

export function storageKey(row: MediaRow): MediaKey {
  return { type: row.entityType.toLowerCase(), id: row.id, extension: row.extension };
}

/** Every picture of a restaurant: its logo and covers (of the location given), its subcategories' and its dishes'. */
export function restaurantMedia(restaurant: SeedRestaurant, locationId: number): PlannedMedia[] {
  return [...locationMedia(restaurant, locationId), ...subcategoryMedia(restaurant), ...itemMedia(restaurant, menuEntries(restaurant))];
}
