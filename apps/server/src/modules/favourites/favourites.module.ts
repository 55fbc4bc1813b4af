/** A diner's favourite dishes and restaurants (spec §7 GET/POST/DELETE /favourites). */
import type { AppModule } from "../../app-context";
import { carryGuestFavourites } from "./carry-guest-favourites";
import { favouritesRoutes } from "./favourites.routes";
import { favouritesDeps } from "./public";

export const favouritesModule: AppModule = async (api, context) => {
  const deps = favouritesDeps(context);
  context.events.subscribe("numberProved", (proved) => carryGuestFavourites(deps, proved));
  await api.register(favouritesRoutes, { deps });
};
