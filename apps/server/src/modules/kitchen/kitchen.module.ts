/** The kitchen (issue 13): a tab's tickets per round, the restaurant's tickets still to serve, and staff moving dishes and tickets. */
import type { AppModule } from "../../app-context";
import { kitchenRoutes } from "./kitchen.routes";
import type { KitchenDeps } from "./kitchen-deps";

export const kitchenModule: AppModule = async (api, context) => {
  const { db, clock, events } = context;
  const deps: KitchenDeps = { db, events, clock };
  await api.register(kitchenRoutes, deps);
};
