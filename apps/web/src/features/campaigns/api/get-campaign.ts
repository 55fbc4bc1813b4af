import { campaignSchema } from "@forkful/contracts/campaigns";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";

/** GET /merchants/campaigns/{campaignId}?locationId=: one campaign of the restaurant (an ended one says so). */
export async function getCampaign(locationId: number, campaignId: number, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({ method: "GET", path: `/merchants/campaigns/${campaignId}`, query: { locationId }, schema: campaignSchema, signal }),
  );
}

export const campaignQueryOptions = (locationId: number, campaignId: number) =>
  queryOptions({
    queryKey: ["campaigns", locationId, campaignId],
    queryFn: ({ signal }) => getCampaign(locationId, campaignId, signal),
    retry: false,
  });

export const useCampaign = (locationId: number, campaignId: number) => useQuery(campaignQueryOptions(locationId, campaignId));
