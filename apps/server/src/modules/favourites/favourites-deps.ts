/** What the favourites operations are built from, and the answer they share: the diner's favourites as contracts say. */
import type { Favourites } from "@forkful/contracts/favourites";
import type { DinerLock } from "../../app-context";
import type { Executor } from "../../db/client";
import { mediaUrl } from "../media/public";
import type { FavouritesRepository } from "./favourites.repository";

export interface FavouritesDeps {
  favourites: FavouritesRepository;
  /**
   * Holds the diner's row until the transaction ends, so two saves of one diner take turns (the limit holds); false: no
   * such diner. The customers module's, which uses favourites (so it is handed in, not imported).
   */
  lockDiner: DinerLock;
}

/** The diner's favourites (one restaurant's when locationId is given): restaurants newest first, dishes keyed by itemId. */
export async function favouritesOf(deps: FavouritesDeps, ex: Executor, customerId: string, locationId?: number): Promise<Favourites> {
  const [restaurants, items] = await Promise.all([
    deps.favourites.restaurantsOf(ex, customerId, locationId),
    deps.favourites.itemsOf(ex, customerId, locationId),
  ]);
  return {
    customerId,
    restaurants: restaurants.map(({ logo, savedAt, ...restaurant }) => ({
      ...restaurant,
      logo: logo ? mediaUrl(logo) : null,
      savedAt: savedAt.toISOString(),
    })),
    items: Object.fromEntries(
      items.map(({ image, shown, inStock, savedAt, menuTypes, ...item }) => [
        String(item.itemId),
        {
          ...item,
          image: image ? mediaUrl(image) : null,
          available: shown && inStock,
          menuType: menuTypes[0] ?? "pickup",
          savedAt: savedAt.toISOString(),
        },
      ]),
    ),
  };
}
