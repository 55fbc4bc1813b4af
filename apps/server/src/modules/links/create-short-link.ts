/** POST /staff/short-links: a short link for the staff member's restaurant, its target built here from what it is for. */
import { type CreateShortLinkRequest, SHORT_LINK_REFUSALS, type ShortLink } from "@forkful/contracts/short-links";
import { BadRequestError, NotFoundError } from "../../lib/domain-errors";
import type { StaffCaller } from "../../plugins/caller";
import { type LinksDeps, toShortLink } from "./links-deps";
import { newShortLinkId } from "./short-link-ids";

/** Ids are drawn from 62^7: a collision is rare, several in a row mean something is broken (a 500, not the caller's fault). */
const ID_ATTEMPTS = 5;

const segment = (value: string) => encodeURIComponent(value);

/** The path inside the app the link opens; refuses a table, campaign or event the restaurant does not have. */
async function targetOf(deps: LinksDeps, request: CreateShortLinkRequest, locationId: number): Promise<string> {
  const place = await deps.links.placeOf(deps.links.db, locationId);
  if (!place) throw new NotFoundError(SHORT_LINK_REFUSALS.notFound);
  const restaurant = `/${segment(place.merchantType)}/${segment(place.slug)}`;
  switch (request.kind) {
    case "restaurant":
      return restaurant;
    case "menu":
      return `${restaurant}/menu/${request.menuType!}`;
    case "table": {
      const table = await deps.tables.tableById(deps.tables.db, locationId, request.tableId!);
      if (!table) throw new BadRequestError(SHORT_LINK_REFUSALS.noTable);
      return `${restaurant}/table/${segment(table.tableId)}`;
    }
    case "campaign":
      if (!(await deps.campaigns.hasCampaign(locationId, request.campaignId!))) throw new BadRequestError(SHORT_LINK_REFUSALS.noCampaign);
      return `${restaurant}/campaign/${request.campaignId!}`;
    case "event":
      if (!(await deps.campaigns.hasEvent(locationId, request.eventSlug!))) throw new BadRequestError(SHORT_LINK_REFUSALS.noEvent);
      return `${restaurant}/e/${segment(request.eventSlug!)}`;
  }
}

export async function createShortLink(
  deps: LinksDeps,
  input: CreateShortLinkRequest & { origin: string },
  staff: StaffCaller,
): Promise<ShortLink> {
  const now = deps.clock();
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw new BadRequestError(SHORT_LINK_REFUSALS.expiryPast);
  const target = await targetOf(deps, input, staff.locationId);
  const values = {
    locationId: staff.locationId,
    kind: input.kind,
    label: input.label || null,
    target,
    expiresAt,
    createdBy: staff.staffId,
    createdAt: now,
  };
  for (let attempt = 0; attempt < ID_ATTEMPTS; attempt++) {
    const row = await deps.links.insert(deps.links.db, { ...values, id: newShortLinkId() });
    if (row) return toShortLink(deps, row, input.origin);
  }
  throw new Error(`no free short link id after ${ID_ATTEMPTS} attempts`);
}
