/** What a short link can open besides the restaurant and its menus: its tables, campaigns and events (read when chosen). */
import { unwrap } from "@forkful/api-client/api-client";
import { campaignListSchema, staffEventListSchema } from "@forkful/contracts/campaigns";
import { tableQrCodesAnswerSchema } from "@forkful/contracts/table-qr-codes";
import { useQuery } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** GET /staff/tables/qr-codes: the restaurant's tables (their names). */
export const useLinkTables = (enabled: boolean) =>
  useQuery({
    queryKey: staffKeys.tableQrCodes(),
    queryFn: async ({ signal }) =>
      unwrap(await staffCall({ method: "GET", path: "/staff/tables/qr-codes", schema: tableQrCodesAnswerSchema, signal })),
    select: (sheet) => sheet.tables.map((table) => ({ value: table.tableId, label: table.tableName })),
    enabled,
  });

/** GET /staff/campaigns */
export const useLinkCampaigns = (enabled: boolean) =>
  useQuery({
    queryKey: staffKeys.campaigns(),
    queryFn: async ({ signal }) => unwrap(await staffCall({ method: "GET", path: "/staff/campaigns", schema: campaignListSchema, signal })),
    select: (campaigns) => campaigns.map((campaign) => ({ value: String(campaign.id), label: campaign.title })),
    enabled,
  });

/** GET /staff/events */
export const useLinkEvents = (enabled: boolean) =>
  useQuery({
    queryKey: staffKeys.events(),
    queryFn: async ({ signal }) => unwrap(await staffCall({ method: "GET", path: "/staff/events", schema: staffEventListSchema, signal })),
    select: (events) => events.map((event) => ({ value: event.eventSlug, label: event.name })),
    enabled,
  });
