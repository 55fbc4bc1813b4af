/** What the campaign and event operations are built from (campaigns.module.ts builds them once per app). */
import type { Clock } from "../../lib/clock";
import type { CampaignsRepository } from "./campaigns.repository";

export interface CampaignsDeps {
  campaigns: CampaignsRepository;
  clock: Clock;
}
