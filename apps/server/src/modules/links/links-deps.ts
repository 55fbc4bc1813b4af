/** What the short-link operations are built from, and the one way a link is shown to staff. */
import { API_BASE_PATH } from "@forkful/contracts/api";
import type { ShortLink } from "@forkful/contracts/short-links";
import type { Executor } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { tableById } from "../tables/public";
import type { LinksRepository, ShortLinkRow } from "./links.repository";

/** Whether a campaign or an event exists at a restaurant (the campaigns module's). */
export interface CampaignTargets {
  hasCampaign(locationId: number, campaignId: number): Promise<boolean>;
  hasEvent(locationId: number, eventSlug: string): Promise<boolean>;
}

export interface LinksDeps {
  links: LinksRepository;
  tables: { db: Executor; tableById: typeof tableById };
  campaigns: CampaignTargets;
  clock: Clock;
  /** The address printed links start with; none: the address the staff member called from. */
  publicUrl: string | undefined;
}

/** Where a staff member's call came from ("https://forkful.example"), for the printed link when no PUBLIC_URL is set. */
export interface StaffOrigin {
  origin: string;
}

export const shortLinkUrl = (deps: Pick<LinksDeps, "publicUrl">, origin: string, id: string): string =>
  `${(deps.publicUrl ?? origin).replace(/\/$/, "")}/${id}`;

export function toShortLink(deps: Pick<LinksDeps, "publicUrl" | "clock">, row: ShortLinkRow, origin: string): ShortLink {
  return {
    id: row.id,
    locationId: row.locationId,
    kind: row.kind,
    label: row.label,
    target: row.target,
    url: shortLinkUrl(deps, origin, row.id),
    qrPath: `${API_BASE_PATH}/staff/short-links/${encodeURIComponent(row.id)}/qr`,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    expired: row.expiresAt !== null && row.expiresAt.getTime() <= deps.clock().getTime(),
    visits: row.visits,
    createdAt: row.createdAt.toISOString(),
  };
}
