/** Campaigns and event pages, read by diners and made by staff (spec §2). */
import type { AppModule } from "../../app-context";
import { createCampaignsRepository } from "./campaigns.repository";
import { campaignsRoutes } from "./campaigns.routes";
import type { CampaignsDeps } from "./campaigns-deps";

export const campaignsModule: AppModule = async (api, { db, clock }) => {
  const deps: CampaignsDeps = { campaigns: createCampaignsRepository(db), clock };
  await api.register(campaignsRoutes, { deps });
};
