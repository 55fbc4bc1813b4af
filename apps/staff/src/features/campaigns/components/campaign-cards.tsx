import type { Campaign, EventPage } from "@forkful/contracts/campaigns";
import { cn } from "@forkful/ui/cn";
import { type ReactNode, useId } from "react";
import { STATE_WORDS } from "../lib/campaign-words";

const day = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" });
/** A YYYY-MM-DD date in words (a calendar day, the same wherever this device is). */
const dayOf = (date: string) => day.format(new Date(`${date}T00:00:00Z`));

/** The link diners open, to copy or to follow in a new tab. */
function DinerLink({ url }: { url: string | null }) {
  if (!url) return <p className="text-sm text-stone-700">Loading its link…</p>;
  return (
    <p className="text-sm text-stone-700">
      Diners open{" "}
      <a href={url} target="_blank" rel="noreferrer" className="break-all font-mono text-stone-900 underline underline-offset-2">
        {url}
      </a>
    </p>
  );
}

function Badge({ text, tone }: { text: string; tone: "on" | "soon" | "off" }) {
  const tones = { on: "bg-emerald-100 text-emerald-900", soon: "bg-amber-100 text-amber-900", off: "bg-stone-200 text-stone-800" };
  return <span className={cn("shrink-0 rounded-full px-2.5 py-0.5 text-sm font-semibold", tones[tone])}>{text}</span>;
}

/** A card of the list, named by its heading: its title, when, and its state. */
function Card({ title, when, badge, children }: { title: string; when: string; badge: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-bold text-stone-900">
            {title}
          </h3>
          <p className="text-sm text-stone-700">{when}</p>
        </div>
        {badge}
      </header>
      {children}
    </article>
  );
}

/** One campaign: its dates and state, what it offers and promotes, and its link. */
export function CampaignCard({ campaign, url }: { campaign: Campaign; url: string | null }) {
  const tone = campaign.state === "running" ? "on" : campaign.state === "upcoming" ? "soon" : "off";
  return (
    <Card
      title={campaign.title}
      when={`${dayOf(campaign.startsOn)} – ${dayOf(campaign.endsOn)}`}
      badge={<Badge text={STATE_WORDS[campaign.state]} tone={tone} />}
    >
      {campaign.summary && <p className="text-stone-900">{campaign.summary}</p>}
      <p className="text-sm text-stone-800">
        {[
          campaign.offerText,
          campaign.couponCode && `code ${campaign.couponCode}`,
          campaign.dishes.length > 0 && `${campaign.dishes.length} ${campaign.dishes.length === 1 ? "dish" : "dishes"}`,
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      <DinerLink url={url} />
    </Card>
  );
}

/** One event page: its date, its slots with the places left, and its link. */
export function EventCard({ event, url }: { event: EventPage; url: string | null }) {
  return (
    <Card
      title={event.name}
      when={`${dayOf(event.eventDate)} · ${event.dishCount} ${event.dishCount === 1 ? "dish" : "dishes"}`}
      badge={<Badge text={event.past ? "Past" : "Coming"} tone={event.past ? "off" : "on"} />}
    >
      <ul className="flex flex-wrap gap-2 text-sm">
        {event.slots.map((slot) => (
          <li key={slot.id} className="rounded-lg bg-stone-100 px-2 py-1 text-stone-900">
            {slot.label} {slot.startsAt}–{slot.endsAt}: {slot.left} of {slot.capacity} left
          </li>
        ))}
      </ul>
      <DinerLink url={url} />
    </Card>
  );
}
