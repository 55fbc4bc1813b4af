/** What the app wires the short links from (no other module uses them). */
import type { AppContext } from "../../app-context";
import { campaignTargets } from "../campaigns/public";
import { tableById } from "../tables/public";
import { createLinksRepository } from "./links.repository";
import type { LinksDeps } from "./links-deps";

export function linksDeps({ db, clock, config }: Pick<AppContext, "db" | "clock" | "config">): LinksDeps {
  return {
    links: createLinksRepository(db),
    tables: { db, tableById },
    campaigns: campaignTargets({ db }),
    clock,
    publicUrl: config.PUBLIC_URL,
  };
}
