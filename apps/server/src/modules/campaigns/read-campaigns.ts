/** A restaurant's campaigns as diners read them: the running and upcoming ones, and one by id (ended ones too). */
import { CAMPAIGN_TEXTS, type Campaign } from "@forkful/contracts/campaigns";
import type { Executor } from "../../db/client";
import { NotFoundError } from "../../lib/domain-errors";
import { localDateOf } from "../merchants/public";
import { toCampaign } from "./campaign-mapper";
import type { CampaignRow } from "./campaigns.repository";
import type { CampaignsDeps } from "./campaigns-deps";

export type Location = NonNullable<Awaited<ReturnType<CampaignsDeps["campaigns"]["findLocation"]>>>;

/** The restaurant and its today; a 404 naming `missing` when there is no such restaurant. */
export async function locationToday(deps: CampaignsDeps, ex: Executor, locationId: number, missing: string) {
  const location = await deps.campaigns.findLocation(ex, locationId);
  if (!location) throw new NotFoundError(missing);
  return { location, today: localDateOf(deps.clock(), location.timeZone) };
}

/** Campaign rows with their dishes read in one query. */
export async function campaignsWithDishes(deps: CampaignsDeps, ex: Executor, rows: CampaignRow[], location: Location, today: string) {
  const itemIds = [...new Set(rows.flatMap((r) => r.itemIds))];
  const dishes = itemIds.length ? await deps.campaigns.dishesAt(ex, location.id, itemIds) : [];
  return rows.map((row) => toCampaign(row, dishes, today, location.currency));
}

export async function listCampaigns(deps: CampaignsDeps, { locationId }: { locationId: number }): Promise<Campaign[]> {
  const ex = deps.campaigns.db;
  const { location, today } = await locationToday(deps, ex, locationId, CAMPAIGN_TEXTS.notFound);
  return campaignsWithDishes(deps, ex, await deps.campaigns.campaignsAt(ex, locationId, today), location, today);
}

export async function getCampaign(deps: CampaignsDeps, query: { locationId: number; campaignId: number }): Promise<Campaign> {
  const ex = deps.campaigns.db;
  const { location, today } = await locationToday(deps, ex, query.locationId, CAMPAIGN_TEXTS.notFound);
  const row = await deps.campaigns.findCampaign(ex, query.locationId, query.campaignId);
  if (!row) throw new NotFoundError(CAMPAIGN_TEXTS.notFound);
  const [campaign] = await campaignsWithDishes(deps, ex, [row], location, today);
  if (!campaign) throw new NotFoundError(CAMPAIGN_TEXTS.notFound);
  return campaign;
}
