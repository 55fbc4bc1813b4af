/** The staff's own short links: the list, expiring one now, and one's QR code. Another restaurant's link is not found. */
import { SHORT_LINK_REFUSALS, type ShortLink } from "@forkful/contracts/short-links";
import QRCode from "qrcode";
import { NotFoundError } from "../../lib/domain-errors";
import type { StaffCaller } from "../../plugins/caller";
import { type LinksDeps, shortLinkUrl, toShortLink } from "./links-deps";

/** GET /staff/short-links: newest first. */
export async function listShortLinks(deps: LinksDeps, input: { origin: string }, staff: StaffCaller): Promise<ShortLink[]> {
  const rows = await deps.links.listAt(deps.links.db, staff.locationId);
  return rows.map((row) => toShortLink(deps, row, input.origin));
}

/** DELETE /staff/short-links/{id}: the link stops working now (kept, with its visits, in the list). */
export async function expireShortLink(deps: LinksDeps, input: { id: string; origin: string }, staff: StaffCaller): Promise<ShortLink> {
  const row = await deps.links.expire(deps.links.db, staff.locationId, input.id, deps.clock());
  if (!row) throw new NotFoundError(SHORT_LINK_REFUSALS.notFound);
  return toShortLink(deps, row, input.origin);
}

/** GET /staff/short-links/{id}/qr: an SVG QR code of the link's whole URL, to print. */
export async function shortLinkQr(deps: LinksDeps, input: { id: string; origin: string }, staff: StaffCaller): Promise<string> {
  const row = await deps.links.findAt(deps.links.db, staff.locationId, input.id);
  if (!row) throw new NotFoundError(SHORT_LINK_REFUSALS.notFound);
  return QRCode.toString(shortLinkUrl(deps, input.origin, row.id), { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}
