/**
 * Staff make an event for their own restaurant: its date, slots and dishes, stored as the event menu the existing
 * event menu call serves. And they list their events, past ones too.
 */
import { CAMPAIGN_REFUSALS, CAMPAIGN_TEXTS, type CreateEventRequest, type EventPage } from "@forkful/contracts/campaigns";
import { BadRequestError, ConflictError } from "../../lib/domain-errors";
import { uniqueViolationOf } from "../../lib/unique-violation";
import type { StaffCaller } from "../../plugins/caller";
import type { CampaignsDeps } from "./campaigns-deps";
import { assertDishesHere } from "./create-campaign";
import { eventPageOf } from "./event-page";
import { locationToday } from "./read-campaigns";

export async function createEvent(deps: CampaignsDeps, request: CreateEventRequest, staff: StaffCaller): Promise<EventPage> {
  const ex = deps.campaigns.db;
  const { location, today } = await locationToday(deps, ex, staff.locationId, CAMPAIGN_TEXTS.eventNotFound);
  if (request.eventDate < today) throw new BadRequestError(CAMPAIGN_REFUSALS.eventInPast);
  const itemIds = await assertDishesHere(deps, staff.locationId, request.itemIds);
  if (await deps.campaigns.hasEvent(ex, staff.locationId, request.eventSlug)) throw new ConflictError(CAMPAIGN_REFUSALS.slugTaken);
  try {
    const event = await deps.campaigns.transaction((tx) =>
      deps.campaigns.insertEvent(
        tx,
        {
          locationId: staff.locationId,
          eventSlug: request.eventSlug,
          name: request.name,
          description: request.description,
          eventDate: request.eventDate,
        },
        request.slots,
        itemIds,
      ),
    );
    return eventPageOf(deps, ex, event, location, today);
  } catch (error) {
    // Two staff saving the same slug at once: the unique index decides, and the second hears why.
    if (uniqueViolationOf(error) !== null) throw new ConflictError(CAMPAIGN_REFUSALS.slugTaken);
    throw error;
  }
}

export async function staffEvents(deps: CampaignsDeps, staff: StaffCaller): Promise<EventPage[]> {
  const ex = deps.campaigns.db;
  const { location, today } = await locationToday(deps, ex, staff.locationId, CAMPAIGN_TEXTS.eventNotFound);
  const events = await deps.campaigns.eventsAt(ex, staff.locationId);
  return Promise.all(events.map((event) => eventPageOf(deps, ex, event, location, today)));
}
