/** GET /favourites: the caller's favourite restaurants and dishes, all of them or one restaurant's. */
import type { Favourites } from "@forkful/contracts/favourites";
import type { Caller } from "../../plugins/caller";
import { type FavouritesDeps, favouritesOf } from "./favourites-deps";

export function listFavourites(deps: FavouritesDeps, input: { locationId?: number }, caller: Caller): Promise<Favourites> {
  return favouritesOf(deps, deps.favourites.db, caller.customerId, input.locationId);
}
