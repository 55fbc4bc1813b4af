/**
 * Which broadcast events a restaurant's live feed writes down, and as what: a topic (the part of the console that
 * reads again), a kind (what happened) and the order, booking or request it is about. ratingChanged is not the staff
 * console's business; local events are never recorded (they have a broadcast twin where staff need one).
 */
import type { LiveFeedKind, LiveFeedTopic } from "@forkful/contracts/live-feed";
import type { DomainEventPayloads, EventName } from "../../integrations/events/event-catalogue";

export interface FeedEntry {
  locationId: number;
  topic: LiveFeedTopic;
  kind: LiveFeedKind;
  subject: string | null;
}

type EntryOf<N extends EventName> = (event: DomainEventPayloads[N]) => FeedEntry;

export const FEED_ENTRIES: { [N in EventName]?: EntryOf<N> } = {
  orderPlaced: ({ orderId, locationId }) => ({ locationId, topic: "orders", kind: "orderPlaced", subject: orderId }),
  orderStatus: ({ orderId, locationId, courier }) => ({
    locationId,
    topic: "orders",
    kind: courier ? "courierMoved" : "orderMoved",
    subject: orderId,
  }),
  queueMoved: ({ locationId }) => ({ locationId, topic: "orders", kind: "queueMoved", subject: null }),
  ticketMoved: ({ orderId, locationId }) => ({ locationId, topic: "tickets", kind: "ticketMoved", subject: orderId }),
  lineMoved: ({ locationId, bookingId }) => ({ locationId, topic: "line", kind: "lineMoved", subject: bookingId ?? null }),
  waiterCall: ({ locationId }) => ({ locationId, topic: "waiterCalls", kind: "waiterCall", subject: null }),
  dinerOutside: ({ orderId, locationId }) => ({ locationId, topic: "curbside", kind: "curbsideArrival", subject: orderId }),
  supportRequest: ({ requestId, locationId }) => ({ locationId, topic: "support", kind: "supportRequest", subject: requestId }),
  stockChanged: ({ locationId }) => ({ locationId, topic: "stock", kind: "stockChanged", subject: null }),
};

/** The feed's entry for an event, or null when the feed does not record it. */
export function feedEntryOf<N extends EventName>(name: N, event: DomainEventPayloads[N]): FeedEntry | null {
  const entryOf = FEED_ENTRIES[name] as EntryOf<N> | undefined;
  return entryOf ? entryOf(event) : null;
}

/** The events a location's stream wakes on: those the feed records. */
export const FEED_EVENT_NAMES = Object.keys(FEED_ENTRIES) as EventName[];
