import { type Campaign, type CreateCampaignRequest, campaignSchema } from "@forkful/contracts/campaigns";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** POST /staff/campaigns: a campaign for the restaurant; it heads the list at once. */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateCampaignRequest) =>
      staffCall({ method: "POST", path: "/staff/campaigns", payload: request, schema: campaignSchema }),
    onSuccess: (result) => {
      if (!result.ok) return;
      queryClient.setQueryData<Campaign[]>(staffKeys.campaigns(), (campaigns) => (campaigns ? [result.data, ...campaigns] : campaigns));
    },
  });
}
