/**
 * The slots call's answers, kept briefly (RESERVATION_SLOTS_CACHE_MS) because a day's slots are asked far more often
 * than the book changes; a restaurant's entries are dropped the moment its line or book moves.
 */
import { RESERVATION_SLOTS_CACHE_MS } from "@forkful/contracts/booking-rules";
import type { DomainEvents } from "../../integrations/events/domain-events";
import type { Clock } from "../../lib/clock";
import { createTtlCache, type TtlCache } from "../../lib/ttl-cache";

export interface SlotAnswers {
  cache: TtlCache<string>;
  /** The key of one ask; the minute is part of it, since slots too soon to book fall away as time passes. */
  keyOf(locationId: number, ask: { date: string; guestCount: number; reservationId?: string | undefined }): string;
  /** Stops listening to the restaurants' events. */
  close(): void;
}

export function createSlotAnswers(events: DomainEvents, clock: Clock): SlotAnswers {
  const cache = createTtlCache<string>({ ttlMs: RESERVATION_SLOTS_CACHE_MS, clock, maxEntries: 5000 });
  const listening = new Map<number, () => void>();
  return {
    cache,
    keyOf(locationId, ask) {
      if (!listening.has(locationId))
        listening.set(
          locationId,
          events.subscribe("lineMoved", { location: locationId }, () => cache.invalidate(`${locationId}:`)),
        );
      const minute = Math.floor(clock().getTime() / 60_000);
      return `${locationId}:${ask.date}:${ask.guestCount}:${ask.reservationId ?? ""}:${minute}`;
    },
    close() {
      for (const stop of listening.values()) stop();
      listening.clear();
    },
  };
}
