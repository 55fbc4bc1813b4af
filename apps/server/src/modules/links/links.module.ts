/** Short links and their QR codes (spec §2 /{tinyURLId}, §7 /customer/getActualURL/v2): diners follow them, staff make them. */
import type { AppModule } from "../../app-context";
import { hasCampaign, hasEvent } from "../campaigns/public";
import { tableById } from "../tables/public";
import { createLinksRepository } from "./links.repository";
import { linksRoutes } from "./links.routes";
import type { LinksDeps } from "./links-deps";
import { linksStaffRoutes } from "./links-staff.routes";

export const linksModule: AppModule = async (api, context) => {
  const { db, clock, config } = context;
  const deps: LinksDeps = {
    links: createLinksRepository(db),
    tables: { db, tableById },
    campaigns: {
      hasCampaign: (locationId, campaignId) => hasCampaign(db, locationId, campaignId),
      hasEvent: (locationId, eventSlug) => hasEvent(db, locationId, eventSlug),
    },
    clock,
    publicUrl: config.PUBLIC_URL,
  };
  await api.register(linksRoutes, { deps });
  await api.register(linksStaffRoutes, { deps });
};
