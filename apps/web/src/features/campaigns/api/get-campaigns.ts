import { campaignListSchema } from "@forkful/contracts/campaigns";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";

/** GET /merchants/campaigns?locationId=: the restaurant's running and upcoming campaigns. */
export async function getCampaigns(locationId: number, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({ method: "GET", path: "/merchants/campaigns", query: { locationId }, schema: campaignListSchema, signal }),
  );
}

export const campaignsQueryOptions = (locationId: number) =>
  queryOptions({ queryKey: ["campaigns", locationId], queryFn: ({ signal }) => getCampaigns(locationId, signal) });

export const useCampaigns = (locationId: number) => useQuery(campaignsQueryOptions(locationId));
