/** The campaign and event forms' fields as typed, and how they become the calls' bodies (the contracts' schemas check them). */
import { CAMPAIGN_LIMITS, CAMPAIGN_REFUSALS, createCampaignRequestSchema, createEventRequestSchema } from "@forkful/contracts/campaigns";
import type { MenuType } from "@forkful/contracts/merchants";
import { slugOf } from "@forkful/contracts/slugs";
import { z } from "zod";

export type CampaignFields = {
  title: string;
  summary: string;
  description: string;
  startsOn: string;
  endsOn: string;
  offerText: string;
  couponCode: string;
  menuType: MenuType;
  itemIds: number[];
};

export type SlotFields = { label: string; startsAt: string; endsAt: string; capacity: string };
export type EventFields = {
  name: string;
  eventSlug: string;
  description: string;
  eventDate: string;
  slots: SlotFields[];
  itemIds: number[];
};

const DAY_MS = 86_400_000;
/** A date on this device's calendar, `days` from today, as YYYY-MM-DD (what a date field holds). */
export function dateFromToday(days: number, now = new Date()): string {
  const local = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, "0")}-${String(local.getDate()).padStart(2, "0")}`;
}

export const blankCampaign = (): CampaignFields => ({
  title: "",
  summary: "",
  description: "",
  startsOn: dateFromToday(0),
  endsOn: dateFromToday(13),
  offerText: "",
  couponCode: "",
  menuType: "pickup",
  itemIds: [],
});

export const blankSlot = (): SlotFields => ({ label: "", startsAt: "18:00", endsAt: "20:00", capacity: "20" });
export const blankEvent = (): EventFields => ({
  name: "",
  eventSlug: "",
  description: "",
  eventDate: dateFromToday(7),
  slots: [blankSlot()],
  itemIds: [],
});

const given = (text: string) => text.trim() || undefined;
/** Days a campaign runs, both ends counted (as the server counts them). */
const daysSpanned = (startsOn: string, endsOn: string) =>
  Math.round((Date.parse(`${endsOn}T00:00:00Z`) - Date.parse(`${startsOn}T00:00:00Z`)) / DAY_MS) + 1;

const toCampaignRequest = (fields: CampaignFields) => ({
  title: fields.title,
  summary: fields.summary,
  description: fields.description,
  startsOn: fields.startsOn,
  endsOn: fields.endsOn,
  offerText: given(fields.offerText),
  couponCode: given(fields.couponCode),
  menuType: fields.menuType,
  itemIds: fields.itemIds,
});

/** A date field left empty is asked for in words, before the contracts' schema reads the form. */
const datesChosen = <Fields>(...names: (keyof Fields & string)[]) =>
  z.custom<Fields>().superRefine((fields, context) => {
    for (const name of names)
      if (!(fields as Record<string, unknown>)[name]) context.addIssue({ code: "custom", message: "Choose a date", path: [name] });
  });

/** The campaign form's check: the contracts' schema, and the longest run the server takes. */
export const campaignFormSchema = datesChosen<CampaignFields>("startsOn", "endsOn").pipe(
  z.preprocess(
    (fields: CampaignFields) => toCampaignRequest(fields),
    createCampaignRequestSchema.refine((r) => daysSpanned(r.startsOn, r.endsOn) <= CAMPAIGN_LIMITS.maxDays, {
      message: CAMPAIGN_REFUSALS.tooLong,
      path: ["endsOn"],
    }),
  ),
);

/** A capacity as typed: a whole number, or 0 when empty (so the schema says a slot takes at least one order). */
const capacityOf = (typed: string) => (typed.trim() === "" ? 0 : Number(typed));

const toEventRequest = (fields: EventFields) => ({
  name: fields.name,
  eventSlug: fields.eventSlug,
  description: fields.description,
  eventDate: fields.eventDate,
  slots: fields.slots.map((slot) => ({ ...slot, capacity: capacityOf(slot.capacity) })),
  itemIds: fields.itemIds,
});

export const eventFormSchema = datesChosen<EventFields>("eventDate").pipe(
  z.preprocess((fields: EventFields) => toEventRequest(fields), createEventRequestSchema),
);

/** A slug from an event's name ("Tasting night" → "tasting-night"), offered while the slug is untouched. */
export const slugFrom = (name: string) => slugOf(name, 61);
