/** Curbside pickup (issue 14; split out of orders, issue 25): the diner's "I'm here", and who is waiting outside. */
import type { AppModule } from "../../app-context";
import { curbsideRoutes } from "./curbside.routes";
import type { CurbsideDeps } from "./curbside-deps";

export const curbsideModule: AppModule = async (api, context) => {
  const { db, events, clock } = context;
  const deps: CurbsideDeps = { db, events, clock };
  await api.register(curbsideRoutes, deps);
};
