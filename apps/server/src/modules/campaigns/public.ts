/** What other modules may use of campaigns and events: whether one exists at a restaurant (a short link's target). */
import type { AppContext } from "../../app-context";
import { createCampaignsRepository } from "./campaigns.repository";

/** Whether a campaign or an event exists at a restaurant (short links point only at what exists). */
export interface CampaignTargets {
  hasCampaign(locationId: number, campaignId: number): Promise<boolean>;
  hasEvent(locationId: number, eventSlug: string): Promise<boolean>;
}

export function campaignTargets({ db }: Pick<AppContext, "db">): CampaignTargets {
  const repository = createCampaignsRepository(db);
  return {
    hasCampaign: async (locationId, campaignId) => (await repository.findCampaign(repository.db, locationId, campaignId)) !== undefined,
    hasEvent: (locationId, eventSlug) => repository.hasEvent(repository.db, locationId, eventSlug),
  };
}
