/** Dishes with their images: the media module reads the files, one query for a list of dishes. */
import type { Executor } from "../../db/client";
import type { menuItems } from "../../db/schema/menu";
import { type MediaRow, mediaByIds } from "../media/public";

export type MenuItemRow = typeof menuItems.$inferSelect;

/** A dish as menus show it: the row and its image (null: none). */
export interface DishWithImage {
  item: MenuItemRow;
  image: MediaRow | null;
}

export function imageOf(images: Map<string, MediaRow>, mediaId: string | null): MediaRow | null {
  return mediaId === null ? null : (images.get(mediaId) ?? null);
}

/** The dishes, in the order given, each with its image. */
export async function withImages(executor: Executor, items: MenuItemRow[]): Promise<DishWithImage[]> {
  const images = await mediaByIds(
    executor,
    items.map((i) => i.mediaId),
  );
  return items.map((item) => ({ item, image: imageOf(images, item.mediaId) }));
}
