/** Campaigns and event pages, read by diners and made by staff (spec §2). */
import type { AppModule } from "../../app-context";
import { campaignsRoutes } from "./campaigns.routes";
import { campaignsDeps } from "./campaigns-deps";

export const campaignsModule: AppModule = async (api, context) => {
  await api.register(campaignsRoutes, { deps: campaignsDeps(context) });
};
