/**
 * The restaurant's book for one day as the slot generator reads it: its tables, the reservations around that day and
 * the tables taken right now. Showing slots reads it as is; reserving and changing read it under the floor lock.
 */
import { REFUSALS } from "@forkful/contracts/refusals";
import type { Executor } from "../../db/client";
import { ConflictError } from "../../lib/domain-errors";
import { reservationsBetween, reservationsOnDay, tablesTakenNow } from "../bookings/public";
import type { LocationForBookings } from "../merchants/public";
import { lockFloor, type TableRow } from "../tables/public";
import { chooseTable, type SlotQuestion, type SlotTime } from "./reservation-slots";
import type { ReservationsDeps } from "./reservations-deps";

const DAY = 24 * 60 * 60_000;

export interface BookAsk {
  date: string;
  guestCount: number;
  /** The diner's own reservation, when changing it: it does not count against itself. */
  except?: string;
}

type BookDeps = Pick<ReservationsDeps, "db" | "clock">;

/** The slot question of a day at a restaurant, with the tables given (locked or not, as the caller read them). */
export async function slotQuestion(
  deps: BookDeps,
  ex: Executor,
  location: LocationForBookings,
  ask: BookAsk,
  tables: TableRow[],
): Promise<SlotQuestion & { tables: TableRow[] }> {
  // Wide enough for any slot of the day in any time zone, a window past midnight and a turn included.
  const dayStart = Date.parse(`${ask.date}T00:00:00Z`);
  const booked = await reservationsBetween(ex, location.id, new Date(dayStart - DAY), new Date(dayStart + 3 * DAY), ask.except);
  const heldNow = new Set(await tablesTakenNow(ex, location.id, ask.except));
  return {
    date: ask.date,
    guestCount: ask.guestCount,
    now: deps.clock(),
    timeZone: location.timeZone,
    workingHours: location.workingHours,
    reservationsOff: location.reservationsOff,
    tables,
    booked,
    heldNow,
  };
}

/**
 * Under the floor lock: the table a reservation at `slot` gets, or a 409 saying why not. The phone may hold one
 * reservation a day at the restaurant.
 */
export async function tableForReservation(
  deps: BookDeps,
  tx: Executor,
  location: LocationForBookings,
  ask: BookAsk & { slot: string; phone: string | null },
): Promise<{ table: TableRow; time: SlotTime }> {
  const tables = await lockFloor(tx, location.id);
  if (ask.phone && (await reservationsOnDay(tx, location.id, ask.phone, ask.date, ask.except)).length > 0)
    throw new ConflictError(REFUSALS.ONE_RESERVATION_PER_DAY);
  const question = await slotQuestion(deps, tx, location, ask, tables);
  const choice = chooseTable(question, ask.slot);
  if (!choice.ok) throw new ConflictError(choice.refusal);
  return choice;
}
