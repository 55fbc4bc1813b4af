/** What the campaign and event operations are built from, once per app, from the AppContext. */
import type { AppContext } from "../../app-context";
import type { Clock } from "../../lib/clock";
import { type CampaignsRepository, createCampaignsRepository } from "./campaigns.repository";

export interface CampaignsDeps {
  campaigns: CampaignsRepository;
  clock: Clock;
}

export function campaignsDeps({ db, clock }: Pick<AppContext, "db" | "clock">): CampaignsDeps {
  return { campaigns: createCampaignsRepository(db), clock };
}
