/** What other modules may use of the favourites module: its deps (nothing else uses it yet). */
import type { AppContext } from "../../app-context";
import { createFavouritesRepository } from "./favourites.repository";
import type { FavouritesDeps } from "./favourites-deps";

export type { FavouritesDeps } from "./favourites-deps";

export function favouritesDeps({ db }: Pick<AppContext, "db">): FavouritesDeps {
  return { favourites: createFavouritesRepository(db) };
}
