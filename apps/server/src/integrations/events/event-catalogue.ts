/**
 * Every domain event modules tell each other, in one place (decision 031): what it carries, how it travels and the
 * ids it is keyed by.
 *
 * - local: heard in the publishing process only, every listener awaited in turn (a throw reaches the publisher), in
 *   the publisher's scope: work that must happen exactly once, or inside the publisher's transaction (the payload then
 *   carries it). numberProved runs in the sign-in's transaction; orderCancelled and orderMoved run after the move's
 *   commit, before its call answers.
 * - broadcast: heard on every instance, published after commit: this instance's listeners at once (not awaited; a
 *   throw is logged), the others' through the transport (event-transport.ts). Live streams and cache invalidations.
 *
 * Keys: a subscriber follows one order (`{ order }`), one booking (`{ booking }`), one location (`{ location }`), or
 * every event of the name; an event is keyed by the ids it names (orderId, bookingId, locationId).
 */
import type { CourierPosition } from "@forkful/contracts/delivery";
import type { MenuType } from "@forkful/contracts/merchants";
import type { StatusEvent } from "@forkful/contracts/orders";
import type { Executor } from "../../db/client";

export interface NumberProved {
  /** The sign-in's transaction: every carry runs in it, so a failure anywhere carries nothing and signs nobody in. */
  tx: Executor;
  /** The customer the code signed in. */
  customerId: string;
  /** The number the code proved. */
  phoneNumber: string;
  /**
   * The guest session the code was sent from, when it is a guest with no proved number (and not the customer itself):
   * everything it did is the diner's.
   */
  guestId: string | null;
  /** Which of these customers are guests with no proved number: their orders and bookings under `phoneNumber` come along. */
  unprovedGuests(customerIds: string[]): Promise<string[]>;
}

export interface OrderMoved {
  orderId: string;
  orderType: MenuType;
  from: number;
  to: number;
}

/** An order's status as its tracker streams it ("status" events), or where its courier is now ("courier" events). */
export interface OrderStatusEvent extends StatusEvent {
  orderId: string;
  /** Set on a courier's move (issue 14): the stream sends it as a "courier" event, not a status change. */
  courier?: CourierPosition;
}

/** What each event carries. */
export interface DomainEventPayloads {
  /** A code proved a number and signed a customer in: each module carries into that customer what the guest did. */
  numberProved: NumberProved;
  /** An order was cancelled (or released unpaid): its payment is released or given back, its courier called off. */
  orderCancelled: { orderId: string };
  /** An order moved to a new status: a delivery order accepted asks for a courier. */
  orderMoved: OrderMoved;
  /** An order's status, said again (a move, a bill split, a courier's position): its trackers update. */
  orderStatus: OrderStatusEvent & { locationId: number };
  /** A new order was placed (or a table opened its tab): the staff's board sounds it. */
  orderPlaced: { orderId: string; locationId: number };
  /** A kitchen ticket (a round of a tab) or one of its dishes moved, or a table ordered another round. */
  ticketMoved: { orderId: string; locationId: number; roundNo: number };
  /** A restaurant's queue (orders waiting for it) moved: an order joined or left it. */
  queueMoved: { locationId: number };
  /** A location's line or book moved (a party joined, was notified, seated, cancelled…), naming the booking when one did. */
  lineMoved: { locationId: number; bookingId?: string };
  /** A call for the waiter was made, acknowledged or closed at a location. */
  waiterCall: { locationId: number };
  /** A diner waiting outside for a pickup order said "I'm here" (or said it again). */
  dinerOutside: { orderId: string; locationId: number };
  /** A support request to a location was made or answered. */
  supportRequest: { requestId: string; locationId: number };
  /** A location's stock changed: cached menus show the new quantities. */
  stockChanged: { locationId: number };
  /** A restaurant's rating changed: cached restaurant reads show the new one. */
  ratingChanged: { locationId: number };
}

export type EventName = keyof DomainEventPayloads;
export type Travel = "local" | "broadcast";

/** The field of an event that holds each key. */
export const KEY_FIELDS = { order: "orderId", booking: "bookingId", location: "locationId" } as const;
export type KeyName = keyof typeof KEY_FIELDS;
interface KeyValues {
  order: string;
  booking: string;
  location: number;
}

/** The keys an event with payload P can be keyed by (those whose field it has). */
type KeysOf<P> = { [K in KeyName]: (typeof KEY_FIELDS)[K] extends keyof P ? K : never }[KeyName];

export const EVENT_CATALOGUE = {
  numberProved: { travel: "local", keys: [] },
  orderCancelled: { travel: "local", keys: ["order"] },
  orderMoved: { travel: "local", keys: ["order"] },
  orderStatus: { travel: "broadcast", keys: ["order", "location"] },
  orderPlaced: { travel: "broadcast", keys: ["order", "location"] },
  ticketMoved: { travel: "broadcast", keys: ["order", "location"] },
  queueMoved: { travel: "broadcast", keys: ["location"] },
  lineMoved: { travel: "broadcast", keys: ["location", "booking"] },
  waiterCall: { travel: "broadcast", keys: ["location"] },
  dinerOutside: { travel: "broadcast", keys: ["order", "location"] },
  supportRequest: { travel: "broadcast", keys: ["location"] },
  stockChanged: { travel: "broadcast", keys: ["location"] },
  ratingChanged: { travel: "broadcast", keys: ["location"] },
} as const satisfies { [N in EventName]: { travel: Travel; keys: readonly KeysOf<DomainEventPayloads[N]>[] } };

/** What a subscriber follows of an event: one of the ids it is keyed by. */
export type Follow<N extends EventName> = {
  [K in (typeof EVENT_CATALOGUE)[N]["keys"][number]]: { [Only in K]: KeyValues[K] };
}[(typeof EVENT_CATALOGUE)[N]["keys"][number]];

export const isEventName = (name: string): name is EventName => Object.hasOwn(EVENT_CATALOGUE, name);
