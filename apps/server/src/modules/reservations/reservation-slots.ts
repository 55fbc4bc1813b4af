/**
 * The reservation slots of one day at one restaurant, from plain data (no database, no clock of its own): every
 * RESERVATION_SLOT_STEP_MINUTES from each opening to its last seating (the close minus the party's turn time), in the
 * restaurant's own time zone, each available while some table that seats the party is free for the whole turn.
 * Reserving and changing ask the same question under the floor lock, so what is offered is what can be booked.
 */
import {
  defaultTurnMinutes,
  RESERVATION_DAYS_AHEAD,
  RESERVATION_MIN_LEAD_MINUTES,
  RESERVATION_SLOT_STEP_MINUTES,
} from "@forkful/contracts/booking-rules";
import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import type { WorkingHours } from "@forkful/contracts/merchants";
import { REFUSALS } from "@forkful/contracts/refusals";
import type { RefusalOrText } from "../../lib/domain-errors";
import { fromWallClock, localDateOf, openingWindows, toWallClock } from "../merchants/public";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A table this many seats larger than the party is kept for larger parties, unless nothing else fits. */
const SPARE_SEATS = 4;

export interface FloorTable {
  id: string;
  tableId: string;
  seats: number;
  reservable: boolean;
  sortOrder: number;
}

/** A reservation holding a table (Active, Notified or Seated) for [startsAt, endsAt). */
export interface BookedInterval {
  tableRef: string;
  startsAt: Date;
  endsAt: Date;
}

export interface SlotQuestion {
  /** The restaurant's own day, YYYY-MM-DD. */
  date: string;
  guestCount: number;
  now: Date;
  timeZone: string;
  workingHours: WorkingHours[];
  reservationsOff: boolean;
  tables: readonly FloorTable[];
  /** Reservations around that day; the diner's own is left out when changing it. */
  booked: BookedInterval[];
  /** Tables a party is held at or seated at right now (check-ins and reservations alike). */
  heldNow: ReadonlySet<string>;
}

export interface SlotTime {
  /** HH:mm on the restaurant's clock. */
  slot: string;
  startsAt: Date;
  endsAt: Date;
}

export interface Slot extends SlotTime {
  available: boolean;
}

export type SlotDay = { open: true; reason: null; slots: Slot[] } | { open: false; reason: string; slots: [] };

export type TableChoice<T extends FloorTable> = { ok: true; time: SlotTime; table: T } | { ok: false; refusal: RefusalOrText };

/** Reservable tables that seat the party, smallest first; tables far too large only when nothing else fits. */
export function tablesThatSeat<T extends FloorTable>(tables: readonly T[], guestCount: number): T[] {
  const seating = tables
    .filter((table) => table.reservable && table.seats >= guestCount)
    .sort((a, b) => a.seats - b.seats || a.sortOrder - b.sortOrder || a.tableId.localeCompare(b.tableId));
  const snug = seating.filter((table) => table.seats <= guestCount + SPARE_SEATS);
  return snug.length > 0 ? snug : seating;
}

const slotLabel = (wall: number) => new Date(wall).toISOString().slice(11, 16);

/** The slot times of a day for a party: from each opening that day to its last seating. */
export function daySlotTimes(date: string, guestCount: number, timeZone: string, hours: WorkingHours[]): SlotTime[] {
  const midnightWall = Date.parse(`${date}T00:00:00Z`);
  const turn = defaultTurnMinutes(guestCount) * MINUTE;
  const windows = openingWindows(hours, timeZone, fromWallClock(midnightWall + DAY / 2, timeZone)).filter(
    (window) => window.startWall >= midnightWall && window.startWall < midnightWall + DAY,
  );
  const byLabel = new Map<string, SlotTime>();
  for (const window of windows) {
    const closesAt = fromWallClock(window.endWall, timeZone).getTime();
    for (let wall = window.startWall; wall < window.endWall; wall += RESERVATION_SLOT_STEP_MINUTES * MINUTE) {
      const startsAt = fromWallClock(wall, timeZone);
      // A clock time the spring-forward change skips does not exist that day.
      if (toWallClock(startsAt, timeZone) !== wall) continue;
      if (startsAt.getTime() + turn > closesAt) break;
      const slot = slotLabel(wall);
      if (!byLabel.has(slot)) byLabel.set(slot, { slot, startsAt, endsAt: new Date(startsAt.getTime() + turn) });
    }
  }
  return [...byLabel.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** The first of the tables free for the whole slot (and, for a slot starting within a turn, not taken right now). */
function freeTable<T extends FloorTable>(question: SlotQuestion, tables: readonly T[], time: SlotTime): T | null {
  const turn = time.endsAt.getTime() - time.startsAt.getTime();
  const soon = time.startsAt.getTime() < question.now.getTime() + turn;
  return (
    tables.find(
      (table) =>
        !(soon && question.heldNow.has(table.id)) &&
        !question.booked.some((b) => b.tableRef === table.id && b.startsAt < time.endsAt && time.startsAt < b.endsAt),
    ) ?? null
  );
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** Why the day takes no reservations at all, or null when it does. */
function closedReason(question: SlotQuestion, seating: readonly FloorTable[]): string | null {
  if (question.reservationsOff) return BOOKING_REFUSALS.reservationsOff;
  const today = localDateOf(question.now, question.timeZone);
  if (question.date < today) return BOOKING_REFUSALS.tooLate;
  if (question.date > addDays(today, RESERVATION_DAYS_AHEAD)) return BOOKING_REFUSALS.tooFarAhead(RESERVATION_DAYS_AHEAD);
  if (seating.length === 0) return BOOKING_REFUSALS.noTableFits(question.guestCount);
  return null;
}

const bookableFrom = (now: Date) => now.getTime() + RESERVATION_MIN_LEAD_MINUTES * MINUTE;

/** Every slot of the day still ahead, each available or not; or why the day takes no reservations. */
export function reservationSlots(question: SlotQuestion): SlotDay {
  const seating = tablesThatSeat(question.tables, question.guestCount);
  const reason = closedReason(question, seating);
  if (reason) return { open: false, reason, slots: [] };
  const times = daySlotTimes(question.date, question.guestCount, question.timeZone, question.workingHours);
  if (times.length === 0) return { open: false, reason: BOOKING_REFUSALS.closedThatDay, slots: [] };
  // Times already past or too soon to book are not offered at all (a diner looking at today sees what is still ahead).
  const earliest = bookableFrom(question.now);
  const ahead = times.filter((time) => time.startsAt.getTime() >= earliest);
  if (ahead.length === 0) return { open: false, reason: BOOKING_REFUSALS.dayOver, slots: [] };
  const slots = ahead.map((time) => ({ ...time, available: freeTable(question, seating, time) !== null }));
  return { open: true, reason: null, slots };
}

/** The table a reservation at `slot` gets (the smallest free one that fits), or why it cannot be booked. */
export function chooseTable<T extends FloorTable>(question: SlotQuestion & { tables: readonly T[] }, slot: string): TableChoice<T> {
  const seating = tablesThatSeat(question.tables, question.guestCount);
  const reason = closedReason(question, seating);
  if (reason) return { ok: false, refusal: reason };
  const times = daySlotTimes(question.date, question.guestCount, question.timeZone, question.workingHours);
  if (times.length === 0) return { ok: false, refusal: BOOKING_REFUSALS.closedThatDay };
  const time = times.find((t) => t.slot === slot);
  if (!time) return { ok: false, refusal: BOOKING_REFUSALS.slotNotOffered };
  if (time.startsAt.getTime() < bookableFrom(question.now)) return { ok: false, refusal: BOOKING_REFUSALS.tooLate };
  const table = freeTable(question, seating, time);
  return table ? { ok: true, time, table } : { ok: false, refusal: REFUSALS.SLOT_TAKEN };
}
