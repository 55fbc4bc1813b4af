/** Staff make a campaign for their own restaurant, and list every campaign of it (ended ones too). */
import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_REFUSALS,
  CAMPAIGN_TEXTS,
  type Campaign,
  type CreateCampaignRequest,
} from "@forkful/contracts/campaigns";
import { BadRequestError } from "../../lib/domain-errors";
import type { StaffCaller } from "../../plugins/caller";
import type { CampaignsDeps } from "./campaigns-deps";
import { campaignsWithDishes, locationToday } from "./read-campaigns";

const DAY_MS = 86_400_000;

/** Days from the first to the last date, both counted. */
export function daysSpanned(startsOn: string, endsOn: string): number {
  return Math.round((Date.parse(`${endsOn}T00:00:00Z`) - Date.parse(`${startsOn}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Every id is a dish of this restaurant (whether shown now or not: a campaign can name a dish coming back). */
export async function assertDishesHere(deps: CampaignsDeps, locationId: number, itemIds: number[]): Promise<number[]> {
  const unique = [...new Set(itemIds)];
  if (unique.length === 0) return unique;
  const found = await deps.campaigns.dishesAt(deps.campaigns.db, locationId, unique);
  if (found.length !== unique.length) throw new BadRequestError(CAMPAIGN_REFUSALS.noItems);
  return unique;
}

export async function createCampaign(deps: CampaignsDeps, request: CreateCampaignRequest, staff: StaffCaller): Promise<Campaign> {
  if (daysSpanned(request.startsOn, request.endsOn) > CAMPAIGN_LIMITS.maxDays) throw new BadRequestError(CAMPAIGN_REFUSALS.tooLong);
  const itemIds = await assertDishesHere(deps, staff.locationId, request.itemIds);
  const ex = deps.campaigns.db;
  const { location, today } = await locationToday(deps, ex, staff.locationId, CAMPAIGN_TEXTS.notFound);
  const row = await deps.campaigns.insertCampaign(ex, {
    locationId: staff.locationId,
    title: request.title,
    summary: request.summary,
    description: request.description,
    image: request.image ?? null,
    startsOn: request.startsOn,
    endsOn: request.endsOn,
    itemIds,
    offerText: request.offerText || null,
    couponCode: request.couponCode || null,
    menuType: request.menuType,
  });
  const [campaign] = await campaignsWithDishes(deps, ex, [row], location, today);
  if (!campaign) throw new Error("The stored campaign could not be read");
  return campaign;
}

export async function staffCampaigns(deps: CampaignsDeps, staff: StaffCaller): Promise<Campaign[]> {
  const ex = deps.campaigns.db;
  const { location, today } = await locationToday(deps, ex, staff.locationId, CAMPAIGN_TEXTS.notFound);
  return campaignsWithDishes(deps, ex, await deps.campaigns.campaignsAt(ex, staff.locationId), location, today);
}
