/**
 * The restaurant's book for one day as the slot generator reads it: its tables, the reservations around that day and
 * the tables taken right now. Showing slots reads it as is; reserving and changing read it under the floor lock.
 */
import { MESSAGES } from "@forkful/contracts/messages";
import { REFUSALS } from "@forkful/contracts/refusals";
import { ConflictError, NotFoundError } from "../../lib/domain-errors";
import type { Executor, LocationForBookings, TableRow } from "./booking-rows";
import { chooseTable, type SlotQuestion, type SlotTime } from "./reservation-slots";
import type { TablesDeps } from "./tables-deps";

const DAY = 24 * 60 * 60_000;

export interface BookAsk {
  date: string;
  guestCount: number;
  /** The diner's own reservation, when changing it: it does not count against itself. */
  except?: string;
}

type BookDeps = Pick<TablesDeps, "tables" | "clock">;

/** The restaurant, or 404. */
export async function locationOrNotFound(deps: BookDeps, ex: Executor, locationId: number): Promise<LocationForBookings> {
  const location = await deps.tables.locationForBookings(ex, locationId);
  if (!location?.active) throw new NotFoundError(MESSAGES.noSuchRestaurant);
  return location;
}

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
  const booked = await deps.tables.reservationsBetween(ex, location.id, new Date(dayStart - DAY), new Date(dayStart + 3 * DAY), ask.except);
  const heldNow = new Set(await deps.tables.tablesTakenNow(ex, location.id, ask.except));
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
  const tables = await deps.tables.lockFloor(tx, location.id);
  if (ask.phone && (await deps.tables.reservationsOnDay(tx, location.id, ask.phone, ask.date, ask.except)).length > 0)
    throw new ConflictError(REFUSALS.ONE_RESERVATION_PER_DAY);
  const choice = chooseTable(await slotQuestion(deps, tx, location, ask, tables), ask.slot);
  if (!choice.ok) throw new ConflictError(choice.refusal);
  return choice;
}
