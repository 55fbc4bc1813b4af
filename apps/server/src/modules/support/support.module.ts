/** Support requests: diners ask a restaurant for help, its staff answer (spec §7 /support/createSupportRequest). */
import type { AppModule } from "../../app-context";
import { carryGuestRequests } from "./carry-guest-requests";
import { supportDeps } from "./public";
import { supportRoutes } from "./support.routes";
import { supportStaffRoutes } from "./support-staff.routes";

export const supportModule: AppModule = async (api, context) => {
  const deps = supportDeps(context);
  context.events.subscribe("numberProved", (proved) => carryGuestRequests(deps, proved));
  await api.register(supportRoutes, { deps });
  await api.register(supportStaffRoutes, { deps });
};
