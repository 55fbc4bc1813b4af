import type { Booking, BookingProgress } from "@forkful/contracts/bookings";
import { useQueryClient } from "@tanstack/react-query";
import { bookingQueryKey } from "../../../entities/booking/api/bookings";
import type { StreamState } from "../../../shared/api/event-stream";
import { useLiveStream } from "../../../shared/hooks/use-live-stream";
import { checkinEventsPath, progressOf } from "../api/checkin-events";
import { rememberCheckin } from "../lib/checkin-marker";

/** The booking with the party's progress laid over it. */
export function applyProgress(booking: Booking, progress: BookingProgress): Booking {
  if (progress.reservationId !== booking.reservationId) return booking;
  return { ...booking, ...progress };
}

/**
 * Keeps the check-in's query live: its stream moves the party's place, wait and status as the line moves (no reload,
 * no polling); a new status is fetched once in full for what else it brings (the table, what the diner may do).
 */
export function useCheckinEvents(reservationId: string, enabled: boolean): StreamState {
  const queryClient = useQueryClient();
  return useLiveStream(enabled ? checkinEventsPath(reservationId) : null, (frame) => {
    const progress = progressOf(frame);
    if (!progress) return;
    let statusChanged = false;
    queryClient.setQueryData<Booking>(bookingQueryKey(reservationId), (booking) => {
      if (!booking) return booking;
      statusChanged = booking.status !== progress.status;
      return applyProgress(booking, progress);
    });
    rememberCheckin(reservationId);
    if (statusChanged) void queryClient.invalidateQueries({ queryKey: bookingQueryKey(reservationId) });
  });
}
