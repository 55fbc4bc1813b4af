import { CAMPAIGN_TEXTS, type EventPage } from "@forkful/contracts/campaigns";
import { buttonClasses } from "@forkful/ui/button";
import { CalendarIcon, ClockIcon } from "@forkful/ui/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatClock } from "../../../entities/restaurant/lib/opening-hours";
import { formatLocalDate } from "../../../shared/lib/local-date";
import { placesLeft } from "../lib/campaign-dates";

export interface EventViewProps {
  event: EventPage;
  basePath: string;
  /** The event's menu, read by the menu feature (composed by the page). */
  menu?: ReactNode;
}

/** An event's page: name, date, description, slots with the places left, its menu and the way into the event order. */
export function EventView({ event, basePath, menu }: EventViewProps) {
  const menuType = event.menuTypes[0];
  const canOrder = !event.past && menuType !== undefined && event.slots.some((s) => s.left > 0);
  return (
    <article className="mx-auto max-w-5xl px-4 pb-28 pt-4 md:pb-12">
      <header className="rounded-3xl bg-brand p-5 text-on-brand shadow-sm md:p-8">
        <p className="flex items-center gap-2 text-sm font-semibold text-on-brand">
          <CalendarIcon size={16} />
          {formatLocalDate(event.eventDate)}
        </p>
        <h1 className="mt-2 text-2xl font-extrabold leading-tight md:text-4xl">{event.name}</h1>
        {event.description && <p className="mt-2 max-w-2xl text-base text-on-brand">{event.description}</p>}
      </header>
      {event.past && (
        <p role="status" className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          {CAMPAIGN_TEXTS.eventPast}
        </p>
      )}
      <section aria-labelledby="event-slots" className="mt-6">
        <h2 id="event-slots" className="text-lg font-bold text-stone-900">
          Time slots
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {event.slots.map((slot) => (
            <li key={slot.id} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
              <p className="font-semibold text-stone-900">{slot.label}</p>
              <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-600">
                <ClockIcon size={14} />
                {formatClock(slot.startsAt)} – {formatClock(slot.endsAt)}
              </p>
              <p className={`mt-2 text-sm font-semibold ${slot.left > 0 ? "text-emerald-700" : "text-red-700"}`}>{placesLeft(slot.left)}</p>
            </li>
          ))}
        </ul>
      </section>
      {canOrder && (
        <div className="fixed inset-x-0 bottom-0 z-10 border-t border-stone-200 bg-white/95 p-3 backdrop-blur md:static md:mt-6 md:border-0 md:bg-transparent md:p-0">
          <Link to={`${basePath}/menu/${menuType}/e/${event.eventDate}`} className={buttonClasses("primary", "lg", "w-full md:w-auto")}>
            Order for this event
          </Link>
        </div>
      )}
      {menu && (
        <section aria-labelledby="event-menu" className="mt-8">
          <h2 id="event-menu" className="text-lg font-bold text-stone-900">
            The event menu · {event.dishCount} {event.dishCount === 1 ? "dish" : "dishes"}
          </h2>
          <div className="mt-3">{menu}</div>
        </section>
      )}
    </article>
  );
}
