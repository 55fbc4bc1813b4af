/**
 * Short links (spec §2 /{tinyURLId}, §5 "a short-link id without a digit is treated as a restaurant slug", §7 POST
 * /customer/getActualURL/v2, §8 "Link expired.."). Staff make one for their restaurant, a menu, a table, a campaign or
 * an event, with an optional expiry, and print its QR code. A made id always holds a digit, so it never reads as a
 * slug. The target is always a path inside the app, built by the server from what the link is for (never a URL a
 * caller typed), so a short link cannot send a diner elsewhere.
 */
import { z } from "zod";
import { menuTypeSchema } from "./merchants";
import { MESSAGES } from "./messages";

export const SHORT_LINK_KINDS = ["restaurant", "menu", "table", "campaign", "event"] as const;
export type ShortLinkKind = (typeof SHORT_LINK_KINDS)[number];

export const SHORT_LINK_ID_LENGTH = 7;
/** Letters and digits: an id with a digit is a short link; without one, a restaurant slug (§5). */
export const SHORT_LINK_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;
export const isShortLinkId = (id: string): boolean => /\d/.test(id);
/** Where a digit-less id goes (§2). */
export const slugLinkTarget = (id: string): string => `/restaurant/${encodeURIComponent(id)}/details`;

export const SHORT_LINK_REFUSALS = {
  expired: MESSAGES.linkExpired,
  needsMenuType: "Choose the menu: pickup, delivery or dinein",
  needsTable: "Choose the table",
  needsCampaign: "Choose the campaign",
  needsEvent: "Choose the event",
  noTable: "No such table at this restaurant",
  noCampaign: "No such campaign at this restaurant",
  noEvent: "No such event at this restaurant",
  expiryPast: "The expiry must be in the future",
  notFound: "No such short link at this restaurant",
  /** A link that was never made (a typo, a made-up id): unlike an expired one (§8 "Link expired.."). */
  neverMade: "Link not found",
} as const;

/** What /{tinyURLId} says under its heading when the link opens nothing. */
export const SHORT_LINK_PAGE_TEXTS = {
  expired: "This link no longer opens a page. The restaurant may have a new one.",
  neverMade: "No page has this link. Check it for a typo, or browse the restaurants.",
} as const;

/** The refusal codes of POST /customer/getActualURL/v2 (both 404): the page says which it was. */
export const SHORT_LINK_REFUSAL_CODES = {
  expired: "SHORT_LINK_EXPIRED",
  neverMade: "SHORT_LINK_NOT_FOUND",
} as const;

/** POST /customer/getActualURL/v2 */
export const actualUrlRequestSchema = z.object({
  tinyUrl: z.string().trim().regex(SHORT_LINK_ID_PATTERN, SHORT_LINK_REFUSALS.neverMade),
});

/** Its answer (spec §3: metaDataInfo.responseMessage holds the target). */
export const actualUrlAnswerSchema = z.object({
  metaDataInfo: z.object({ responseCode: z.literal("SUCCESS"), responseMessage: z.string() }),
});

/** POST /staff/short-links : a link for the staff member's restaurant. */
export const createShortLinkRequestSchema = z
  .object({
    kind: z.enum(SHORT_LINK_KINDS, { message: "kind must be restaurant, menu, table, campaign or event" }),
    menuType: menuTypeSchema.optional(),
    tableId: z.string().trim().min(1).max(40).optional(),
    campaignId: z.number().int().positive().max(2_147_483_647, SHORT_LINK_REFUSALS.noCampaign).optional(),
    eventSlug: z.string().trim().min(1).max(120).optional(),
    /** What staff call it in their list ("Window sticker"). */
    label: z.string().trim().max(80, "The label is too long").optional(),
    /** When the link stops working; none: it never expires. */
    expiresAt: z.string().datetime({ offset: true, message: "expiresAt must be a date-time" }).optional(),
  })
  .refine((r) => r.kind !== "menu" || r.menuType, { message: SHORT_LINK_REFUSALS.needsMenuType, path: ["menuType"] })
  .refine((r) => r.kind !== "table" || r.tableId, { message: SHORT_LINK_REFUSALS.needsTable, path: ["tableId"] })
  .refine((r) => r.kind !== "campaign" || r.campaignId, { message: SHORT_LINK_REFUSALS.needsCampaign, path: ["campaignId"] })
  .refine((r) => r.kind !== "event" || r.eventSlug, { message: SHORT_LINK_REFUSALS.needsEvent, path: ["eventSlug"] });
export type CreateShortLinkRequest = z.infer<typeof createShortLinkRequestSchema>;

export const shortLinkParamsSchema = z.object({ id: z.string().regex(SHORT_LINK_ID_PATTERN, SHORT_LINK_REFUSALS.notFound) });

export const shortLinkSchema = z.object({
  id: z.string(),
  locationId: z.number().int(),
  kind: z.enum(SHORT_LINK_KINDS),
  label: z.string().nullable(),
  /** The path it opens, inside the app. */
  target: z.string(),
  /** The whole short URL to print ({publicUrl}/{id}). */
  url: z.string(),
  /** GET /staff/short-links/{id}/qr : its QR code, an SVG image of `url`. */
  qrPath: z.string(),
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
  visits: z.number().int(),
  createdAt: z.string(),
});
export type ShortLink = z.infer<typeof shortLinkSchema>;

/** GET /staff/short-links : newest first. */
export const shortLinkListSchema = z.array(shortLinkSchema);

/** GET /staff/short-links/{id}/qr : an SVG image (image/svg+xml), the QR code of the link's `url`. */
export const shortLinkQrSchema = z.string().describe("An SVG image: the QR code of the short link's url");
