/** An event's page: its date, its slots with the places left, how many dishes and from which menus it is ordered. */
import { CAMPAIGN_TEXTS, type EventPage } from "@forkful/contracts/campaigns";
import type { MenuType } from "@forkful/contracts/merchants";
import { CANCELLED_ORDER_STATUSES } from "@forkful/contracts/order-status";
import type { Executor } from "../../db/client";
import { NotFoundError } from "../../lib/domain-errors";
import type { EventMenuRow } from "./campaigns.repository";
import type { CampaignsDeps } from "./campaigns-deps";
import { type Location, locationToday } from "./read-campaigns";

export async function eventPageOf(
  deps: CampaignsDeps,
  ex: Executor,
  event: EventMenuRow,
  location: Location,
  today: string,
): Promise<EventPage> {
  const [slots, dishes] = await Promise.all([
    deps.campaigns.slotsOf(ex, event.id, CANCELLED_ORDER_STATUSES),
    deps.campaigns.eventDishes(ex, event.id),
  ]);
  const menuTypes = location.menuTypes.filter((type) => dishes.some((d) => d.menuTypes.includes(type))) as MenuType[];
  return {
    eventSlug: event.eventSlug,
    locationId: event.locationId,
    name: event.name,
    description: event.description,
    eventDate: event.eventDate,
    past: event.eventDate < today,
    slots: slots.map(({ slot, taken }) => ({
      id: slot.id,
      label: slot.label,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      capacity: slot.capacity,
      left: Math.max(0, slot.capacity - taken),
    })),
    dishCount: dishes.length,
    menuTypes,
  };
}

export async function getEventPage(deps: CampaignsDeps, query: { locationId: number; eventSlug: string }): Promise<EventPage> {
  const ex = deps.campaigns.db;
  const { location, today } = await locationToday(deps, ex, query.locationId, CAMPAIGN_TEXTS.eventNotFound);
  const event = await deps.campaigns.findEvent(ex, query.locationId, query.eventSlug.toLowerCase());
  if (!event) throw new NotFoundError(CAMPAIGN_TEXTS.eventNotFound);
  return eventPageOf(deps, ex, event, location, today);
}
