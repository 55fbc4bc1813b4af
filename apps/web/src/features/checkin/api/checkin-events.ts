/**
 * GET /customer/reservations/{reservationId}/events: where the party stands now, then again whenever the line moves
 * (Server-Sent Events, read by the shared event stream as the order tracker reads its own).
 */
import { type BookingProgress, bookingProgressSchema } from "@forkful/contracts/bookings";
import { type EventStreamOptions, openEventStream, parseFrame } from "../../../shared/api/event-stream";

export interface CheckinEventsOptions extends Omit<EventStreamOptions, "onFrame"> {
  onProgress: (progress: BookingProgress) => void;
}

/** Opens the check-in's stream; the returned function closes it for good. */
export function openCheckinEvents(reservationId: string, { onProgress, ...options }: CheckinEventsOptions): () => void {
  return openEventStream(`/customer/reservations/${encodeURIComponent(reservationId)}/events`, {
    ...options,
    onFrame: (frame) => {
      // Every frame with data is the party's progress, whatever the event's name.
      const progress = parseFrame(frame, bookingProgressSchema);
      if (progress) onProgress(progress);
    },
  });
}
