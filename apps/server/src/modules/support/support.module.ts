/** Support requests: diners ask a restaurant for help, its staff answer (spec §7 /support/createSupportRequest). */
import type { AppModule } from "../../app-context";
import { carryGuestRequests } from "./carry-guest-requests";
import { createSupportRepository } from "./support.repository";
import { supportRoutes } from "./support.routes";
import type { SupportDeps } from "./support-deps";
import { supportStaffRoutes } from "./support-staff.routes";

export const supportModule: AppModule = async (api, context) => {
  const { db, sms, clock, log, events } = context;
  const deps: SupportDeps = { support: createSupportRepository(db), db, sms, clock, log, events };
  context.events.subscribe("numberProved", (proved) => carryGuestRequests(deps, proved));
  await api.register(supportRoutes, { deps });
  await api.register(supportStaffRoutes, { deps });
};
