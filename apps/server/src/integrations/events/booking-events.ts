/**
 * The line moved at a location (a party joined, was notified, seated, cancelled…): waitlist streams re-read their
 * booking. In one process an EventEmitter carries the location id; on PostgreSQL it is to go through NOTIFY/LISTEN
 * like order events, so every instance hears changes made on any other.
 */
import { EventEmitter } from "node:events";

export interface BookingEvents {
  /** Something changed in this location's line or book. */
  publish(locationId: number): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(locationId: number, listener: () => void): () => void;
  close(): Promise<void>;
}

export function createInProcessBookingEvents(): BookingEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(locationId) {
      emitter.emit(String(locationId));
    },
    subscribe(locationId, listener) {
      emitter.on(String(locationId), listener);
      return () => emitter.off(String(locationId), listener);
    },
    async close() {},
  };
}
