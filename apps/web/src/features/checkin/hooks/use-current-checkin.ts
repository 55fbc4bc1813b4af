import { useEffect, useState } from "react";
import { errorStatus } from "../../../shared/api/api-client";
import { useCheckin } from "../api/get-checkin";
import { forgetCheckin, rememberCheckin, rememberedCheckin } from "../lib/checkin-marker";
import { checkinPhase } from "../lib/checkin-phase";

export type CurrentCheckin =
  | { state: "none" }
  | { state: "loading" }
  | { state: "error"; retry: () => void }
  | { state: "found"; reservationId: string };

/**
 * The check-in this device is following, from its marker: read once from the server; a check-in still going shows
 * (and renews the marker), an ended one shows until its marker's time has passed, one the server does not know (or
 * a reservation under the same keys) does not. `follow` starts following a new check-in, `clear` stops.
 */
export function useCurrentCheckin(now: () => number = Date.now) {
  const [reservationId, setReservationId] = useState(() => rememberedCheckin()?.reservationId ?? null);
  const query = useCheckin(reservationId);
  const booking = query.data;
  const status = errorStatus(query.error);
  const unknown = status === 403 || status === 404 || status === 400 || (booking !== undefined && booking.kind !== "checkin");
  const ended = booking !== undefined && checkinPhase(booking.status) === "ended";
  // Read from storage each time: the stream renews the marker while the check-in goes.
  const stale = ended && (rememberedCheckin()?.expiresAt ?? 0) < now();
  const going = booking !== undefined && !ended && !unknown;

  useEffect(() => {
    if (!reservationId) return;
    if (stale || (unknown && booking?.kind !== "reservation")) forgetCheckin(reservationId);
    if (stale || unknown) setReservationId(null);
    else if (going) rememberCheckin(reservationId);
  }, [reservationId, stale, unknown, going, booking?.kind]);

  let current: CurrentCheckin;
  if (!reservationId || stale || unknown) current = { state: "none" };
  else if (query.isPending) current = { state: "loading" };
  else if (query.isError) current = { state: "error", retry: () => void query.refetch() };
  else current = { state: "found", reservationId };

  return {
    current,
    follow: (id: string) => setReservationId(id),
    clear: () => {
      if (reservationId) forgetCheckin(reservationId);
      setReservationId(null);
    },
  };
}
