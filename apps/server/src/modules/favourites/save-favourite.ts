/**
 * POST /favourites: keeps a restaurant, or a dish of its menu, as the caller's favourite. Saving one already kept
 * changes nothing (a double click is harmless); a new one beyond MAX_FAVOURITES is refused.
 */
import { FAVOURITE_REFUSALS, type Favourites, MAX_FAVOURITES } from "@forkful/contracts/favourites";
import { ConflictError, NotFoundError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import { type FavouritesDeps, favouritesOf } from "./favourites-deps";

export interface FavouriteTarget {
  locationId: number;
  itemId?: number;
}

export async function saveFavourite(deps: FavouritesDeps, target: FavouriteTarget, caller: Caller): Promise<Favourites> {
  const { favourites } = deps;
  const { customerId } = caller;
  const { locationId, itemId } = target;
  await favourites.transaction(async (tx) => {
    if (!(await favourites.restaurantExists(tx, locationId))) throw new NotFoundError(FAVOURITE_REFUSALS.noRestaurant);
    if (itemId !== undefined && !(await favourites.dishOf(tx, locationId, itemId))?.shown)
      throw new NotFoundError(FAVOURITE_REFUSALS.noItem);
    if (!(await deps.lockDiner(tx, customerId))) throw new NotFoundError("No such customer");
    const kept =
      itemId === undefined
        ? await favourites.isRestaurantKept(tx, customerId, locationId)
        : await favourites.isDishKept(tx, customerId, itemId);
    if (kept) return;
    if ((await favourites.countOf(tx, customerId)) >= MAX_FAVOURITES) throw new ConflictError(FAVOURITE_REFUSALS.tooMany);
    if (itemId === undefined) await favourites.keepRestaurant(tx, customerId, locationId);
    else await favourites.keepDish(tx, customerId, itemId);
  });
  return favouritesOf(deps, favourites.db, customerId);
}
