import { useCheckin } from "../api/get-checkin";
import { useCheckinEvents } from "../hooks/use-checkin-events";
import { checkinPhase } from "../lib/checkin-phase";
import { CheckinLive } from "./checkin-live";

/** The followed check-in, kept live by its stream until its visit is over. */
export function CheckinLiveView({ reservationId, onJoinAgain }: { reservationId: string; onJoinAgain: () => void }) {
  const query = useCheckin(reservationId);
  const booking = query.data;
  const live = booking !== undefined && checkinPhase(booking.status) !== "ended";
  const stream = useCheckinEvents(reservationId, live);
  if (!booking) return null;
  return <CheckinLive booking={booking} stream={stream} onJoinAgain={onJoinAgain} />;
}
