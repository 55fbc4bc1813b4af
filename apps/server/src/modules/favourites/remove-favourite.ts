/**
 * DELETE /favourites: the caller no longer keeps the restaurant or the dish. Removing one not kept changes nothing. A
 * dish taken off the menu can still be removed, as long as it was this restaurant's.
 */
import { FAVOURITE_REFUSALS, type Favourites } from "@forkful/contracts/favourites";
import { NotFoundError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import { type FavouritesDeps, favouritesOf } from "./favourites-deps";
import type { FavouriteTarget } from "./save-favourite";

export async function removeFavourite(deps: FavouritesDeps, target: FavouriteTarget, caller: Caller): Promise<Favourites> {
  const { favourites } = deps;
  const ex = favourites.db;
  const { locationId, itemId } = target;
  if (!(await favourites.restaurantExists(ex, locationId))) throw new NotFoundError(FAVOURITE_REFUSALS.noRestaurant);
  if (itemId === undefined) {
    await favourites.dropRestaurant(ex, caller.customerId, locationId);
  } else {
    if (!(await favourites.dishOf(ex, locationId, itemId))) throw new NotFoundError(FAVOURITE_REFUSALS.noItem);
    await favourites.dropDish(ex, caller.customerId, itemId);
  }
  return favouritesOf(deps, ex, caller.customerId);
}
