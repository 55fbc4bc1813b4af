/** A diner's favourite dishes and restaurants (spec §7 GET/POST/DELETE /favourites). */
import type { AppModule } from "../../app-context";
import { favouritesRoutes } from "./favourites.routes";
import { favouritesDeps } from "./public";

export const favouritesModule: AppModule = async (api, context) => {
  await api.register(favouritesRoutes, { deps: favouritesDeps(context) });
};
