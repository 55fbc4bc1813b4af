/** GET /merchants/generate-reservation-slot/{locationId}?guestCount=&date=: the times a party can book on a day. */
import type { ReservationSlots } from "@forkful/contracts/floor";
import { locationOrNotFound, slotQuestion } from "./reservation-book";
import { reservationSlots } from "./reservation-slots";
import type { TablesDeps } from "./tables-deps";

export interface SlotsAsk {
  date: string;
  guestCount: number;
  /** The diner's own reservation when changing it. */
  reservationId?: string;
}

export async function offerReservationSlots(deps: TablesDeps, locationId: number, ask: SlotsAsk): Promise<ReservationSlots> {
  const { tables } = deps;
  const location = await locationOrNotFound(deps, tables.db, locationId);
  const floor = await tables.tablesOfFloor(tables.db, location.id);
  const question = await slotQuestion(deps, tables.db, location, { ...ask, except: ask.reservationId }, floor);
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
