import { unwrap } from "@forkful/api-client/api-client";
import { campaignListSchema, staffEventListSchema } from "@forkful/contracts/campaigns";
import { useQuery } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** GET /staff/campaigns (a manager): the restaurant's campaigns, ended ones too. */
export const useCampaigns = () =>
  useQuery({
    queryKey: staffKeys.campaigns(),
    queryFn: async ({ signal }) => unwrap(await staffCall({ method: "GET", path: "/staff/campaigns", schema: campaignListSchema, signal })),
  });

/** GET /staff/events (a manager): the restaurant's event pages, past ones too. */
export const useEvents = () =>
  useQuery({
    queryKey: staffKeys.events(),
    queryFn: async ({ signal }) => unwrap(await staffCall({ method: "GET", path: "/staff/events", schema: staffEventListSchema, signal })),
  });
