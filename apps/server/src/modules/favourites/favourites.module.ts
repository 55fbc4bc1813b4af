/** A diner's favourite dishes and restaurants (spec §7 GET/POST/DELETE /favourites). */
import type { AppModule } from "../../app-context";
import { carryGuestFavourites } from "./carry-guest-favourites";
import { createFavouritesRepository } from "./favourites.repository";
import { favouritesRoutes } from "./favourites.routes";
import type { FavouritesDeps } from "./favourites-deps";

export const favouritesModule: AppModule = async (api, context) => {
  const deps: FavouritesDeps = { favourites: createFavouritesRepository(context.db), lockDiner: context.dinerLock };
  context.events.subscribe("numberProved", (proved) => carryGuestFavourites(deps, proved));
  await api.register(favouritesRoutes, { deps });
};
