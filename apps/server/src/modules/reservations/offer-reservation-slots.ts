/** GET /merchants/generate-reservation-slot/{locationId}?guestCount=&date=: the times a party can book on a day. */
import type { ReservationSlots } from "@forkful/contracts/floor";
import { liveLocation, tablesOfFloor } from "../tables/public";
import { slotQuestion } from "./reservation-book";
import { reservationSlots } from "./reservation-slots";
import type { ReservationsDeps } from "./reservations-deps";

export interface SlotsAsk {
  date: string;
  guestCount: number;
  /** The diner's own reservation when changing it. */
  reservationId?: string;
}

export async function offerReservationSlots(deps: ReservationsDeps, locationId: number, ask: SlotsAsk): Promise<ReservationSlots> {
  const location = await liveLocation(deps.db, locationId);
  const floor = await tablesOfFloor(deps.db, location.id);
  const question = await slotQuestion(deps, deps.db, location, { ...ask, except: ask.reservationId }, floor);
  const day = reservationSlots(question);
  return {
    locationId: location.id,
    date: ask.date,
    guestCount: ask.guestCount,
    timeZone: location.timeZone,
    open: day.open,
    reason: day.reason,
    slots: day.slots.map((s) => ({ slot: s.slot, startsAt: s.startsAt.toISOString(), available: s.available })),
  };
}
