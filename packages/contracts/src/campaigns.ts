/**
 * Campaigns and event pages (spec §2 /{merchantType}/{merchantSlug}/campaign/{campaignId} and /e/{eventSlug}). A
 * campaign promotes dishes or an offer for a span of dates, with a call to order; an event has a date, slots and its
 * own menu (the existing event menu call). Both come with the demo data and are made by staff. Beyond the spec's
 * calls: the pages need reading calls, staff need making ones.
 */
import { z } from "zod";
import { mediaPathSchema } from "./media";
import { menuTypeSchema } from "./merchants";

export const CAMPAIGN_STATES = ["upcoming", "running", "ended"] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

export const CAMPAIGN_LIMITS = { maxItems: 24, maxDays: 366, maxSlots: 12 } as const;

export const CAMPAIGN_TEXTS = {
  notFound: "This campaign is not running at this restaurant",
  ended: "This campaign has ended. The menu is still open.",
  upcoming: "This campaign starts soon.",
  orderNow: "Order now",
  eventNotFound: "No such event at this restaurant",
  eventPast: "This event has passed.",
} as const;

export const CAMPAIGN_REFUSALS = {
  endsBeforeStart: "The campaign must end on or after its start",
  tooLong: `A campaign runs for at most ${CAMPAIGN_LIMITS.maxDays} days`,
  noItems: "Some of the dishes are not on this restaurant's menu",
  needsSomething: "Promote at least one dish or an offer",
  slugTaken: "Another event of this restaurant has this slug",
  eventInPast: "The event date must be today or later",
  slotEndsBeforeStart: "A slot must end after it starts",
} as const;

const isoDate = (what: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${what} must be YYYY-MM-DD`);
const idSchema = (what: string) =>
  z.coerce
    .number({ message: `${what} must be a number` })
    .int()
    .positive(`${what} must be positive`)
    .max(2_147_483_647, `No such ${what}`);

/** GET /merchants/campaigns?locationId= : the restaurant's running and upcoming campaigns (its home page shows them). */
export const campaignsQuerySchema = z.object({ locationId: idSchema("locationId") });
/** GET /merchants/campaigns/{campaignId}?locationId= */
export const campaignParamsSchema = z.object({ campaignId: idSchema("campaignId") });

export const campaignDishSchema = z.object({
  itemId: z.number().int(),
  /** The dish's page on the menu: …/menu/{menuType}/{slug}. */
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  image: z.string().nullable(),
  available: z.boolean(),
});

export const campaignSchema = z.object({
  id: z.number().int(),
  locationId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  /** A path of the site's media (/media/{type}/{id}.{extension}), or null (the page draws the restaurant's colours). */
  image: z.string().nullable(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** In the restaurant's time zone, today. */
  state: z.enum(CAMPAIGN_STATES),
  dishes: z.array(campaignDishSchema),
  /** The offer in words ("20% off ramen bowls"), and a coupon code to type at checkout, if any. */
  offerText: z.string().nullable(),
  couponCode: z.string().nullable(),
  /** The menu the call to order opens. */
  menuType: menuTypeSchema,
  currency: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignListSchema = z.array(campaignSchema);

/** POST /staff/campaigns */
export const createCampaignRequestSchema = z
  .object({
    title: z.string().trim().min(3, "Give the campaign a title").max(80, "The title is too long"),
    summary: z.string().trim().max(160, "The summary is too long").default(""),
    description: z.string().trim().max(2000, "The description is too long").default(""),
    image: mediaPathSchema.optional(),
    startsOn: isoDate("startsOn"),
    endsOn: isoDate("endsOn"),
    itemIds: z.array(z.number().int().positive().max(2_147_483_647)).max(CAMPAIGN_LIMITS.maxItems, "Too many dishes").default([]),
    offerText: z.string().trim().max(120, "The offer text is too long").optional(),
    couponCode: z.string().trim().toUpperCase().max(40, "The coupon code is too long").optional(),
    menuType: menuTypeSchema.default("pickup"),
  })
  .refine((r) => r.endsOn >= r.startsOn, { message: CAMPAIGN_REFUSALS.endsBeforeStart, path: ["endsOn"] })
  .refine((r) => r.itemIds.length > 0 || r.offerText, { message: CAMPAIGN_REFUSALS.needsSomething, path: ["itemIds"] });
export type CreateCampaignRequest = z.infer<typeof createCampaignRequestSchema>;

/** GET /merchants/events/{eventSlug}?locationId= : an event's page; its menu is the event menu call. */
export const eventPageParamsSchema = z.object({ eventSlug: z.string().trim().min(1).max(120) });
export const eventPageQuerySchema = z.object({ locationId: idSchema("locationId") });

const slotTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "A slot time is HH:MM");

export const eventPageSchema = z.object({
  eventSlug: z.string(),
  locationId: z.number().int(),
  name: z.string(),
  description: z.string(),
  eventDate: z.string(),
  /** Whether the date has passed, in the restaurant's time zone. */
  past: z.boolean(),
  slots: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      capacity: z.number().int(),
      /** Orders that can still be placed in it. */
      left: z.number().int(),
    }),
  ),
  dishCount: z.number().int(),
  /** The menus the event can be ordered from. */
  menuTypes: z.array(menuTypeSchema),
});
export type EventPage = z.infer<typeof eventPageSchema>;

/** POST /staff/events : an event with its date, slots and dishes. */
export const createEventRequestSchema = z.object({
  eventSlug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{1,60}$/, "The slug is lowercase letters, digits and dashes"),
  name: z.string().trim().min(3, "Give the event a name").max(80, "The name is too long"),
  description: z.string().trim().max(2000, "The description is too long").default(""),
  eventDate: isoDate("eventDate"),
  slots: z
    .array(
      z
        .object({
          label: z.string().trim().min(1, "Name the slot").max(40),
          startsAt: slotTime,
          endsAt: slotTime,
          capacity: z.number().int().min(1, "A slot takes at least one order").max(1000),
        })
        .refine((s) => s.endsAt > s.startsAt, { message: CAMPAIGN_REFUSALS.slotEndsBeforeStart }),
    )
    .min(1, "Give the event at least one slot")
    .max(CAMPAIGN_LIMITS.maxSlots, "Too many slots"),
  itemIds: z.array(z.number().int().positive().max(2_147_483_647)).min(1, "Put at least one dish on the event menu").max(200),
});
export type CreateEventRequest = z.infer<typeof createEventRequestSchema>;
export const staffEventListSchema = z.array(eventPageSchema);
