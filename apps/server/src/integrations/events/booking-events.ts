/**
 * The line moved at a location (a party joined, was notified, seated, cancelled…): waitlist streams re-read their
 * booking. The event bus keyed by location id, in one process or over PostgreSQL NOTIFY/LISTEN (event-bus.ts), so
 * every instance hears changes made on any other. Calls for the waiter travel on the same bus as their own kind, so
 * staff call lists re-read without waking waitlist streams (and without another listening connection).
 */
import type pg from "pg";
import { createInProcessBus, createPostgresBus, type EventBus, type LocationEvents } from "./event-bus";

export interface BookingEvents {
  /** Something changed in this location's line or book. */
  publish(locationId: number): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(locationId: number, listener: () => void): () => void;
  /** A call for the waiter was made, acknowledged or closed at this location. */
  waiter: LocationEvents;
  close(): Promise<void>;
}

const CHANNEL = "booking_events";

interface LineMoved {
  locationId: number;
  /** Absent: the line or the book moved. */
  kind?: "waiter";
}

function byLocation(bus: EventBus<LineMoved>): BookingEvents {
  return {
    publish: (locationId) => bus.publish({ locationId }),
    subscribe: (locationId, listener) => bus.subscribe(String(locationId), () => listener()),
    waiter: {
      publish: (locationId) => bus.publish({ locationId, kind: "waiter" }),
      subscribe: (locationId, listener) => bus.subscribe(`waiter:${locationId}`, () => listener()),
    },
    close: () => bus.close(),
  };
}

const locationOf = (event: LineMoved) => (event.kind ? `${event.kind}:${event.locationId}` : String(event.locationId));

export function createInProcessBookingEvents(): BookingEvents {
  return byLocation(createInProcessBus(locationOf));
}

export async function createPostgresBookingEvents(pool: pg.Pool, onError: (error: unknown) => void): Promise<BookingEvents> {
  return byLocation(await createPostgresBus(pool, CHANNEL, locationOf, onError));
}
