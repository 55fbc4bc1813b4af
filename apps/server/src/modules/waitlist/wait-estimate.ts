/**
 * Honest quoted waits: a simulation of the floor, not a constant. Each table frees when its party's learned turn time
 * is up (a party past it is counted a few minutes more); reservations about to start take their tables first; then
 * the parties in line, in order, each take the earliest-free table of the smallest size that seats the whole party
 * (seatTogether), as a host seats a line. The party asking sits at such a table too, or now at a bigger table that is
 * free now if fewer parties ahead, still waiting, might take one. Counting the parties ahead at
 * their own size of table (not at whichever table frees first) is what keeps a quote from ever dropping because
 * someone joined ahead: seating each at any table has that anomaly (fast-check found two). Pure: the caller reads the
 * floor.
 */
import { defaultTurnMinutes, WAIT_QUOTE_RULES, WAIT_TIME_BANDS } from "@forkful/contracts/booking-rules";

const MINUTE = 60_000;

export interface FloorTable {
  id: string;
  seats: number;
  /** The party at it: seated since seatedAt, or held for a ready party (seatedAt null: it sits any moment). */
  party: { guestCount: number; seatedAt: Date | null } | null;
}

export interface PartyInLine {
  guestCount: number;
  /** A table already held for this party (it was told its table is ready). */
  tableRef: string | null;
}

export interface ComingReservation {
  guestCount: number;
  startsAt: Date;
  tableRef: string | null;
}

export interface WaitSituation {
  now: Date;
  tables: FloorTable[];
  /** The parties in line, first in line first. */
  line: PartyInLine[];
  reservations: ComingReservation[];
  /** Minutes a party of this size keeps its table. */
  turnMinutes: (guestCount: number) => number;
}

interface SimulatedTable {
  id: string;
  seats: number;
  freeAt: number;
}

function startingFloor({ now, tables, turnMinutes }: WaitSituation): SimulatedTable[] {
  const nowMs = now.getTime();
  const overdue = nowMs + WAIT_QUOTE_RULES.overdueMinutes * MINUTE;
  return tables.map(({ id, seats, party }) => {
    if (!party) return { id, seats, freeAt: nowMs };
    const sitsAt = party.seatedAt ? party.seatedAt.getTime() : nowMs;
    return { id, seats, freeAt: Math.max(sitsAt + turnMinutes(party.guestCount) * MINUTE, overdue) };
  });
}

/** The earliest-free table among those `fits` (the smallest such on a tie); null when none does. */
function earliestTable(floor: SimulatedTable[], fits: (table: SimulatedTable) => boolean): SimulatedTable | null {
  let best: SimulatedTable | null = null;
  for (const table of floor) {
    if (!fits(table)) continue;
    if (!best || table.freeAt < best.freeAt || (table.freeAt === best.freeAt && table.seats < best.seats)) best = table;
  }
  return best;
}

/** The sizes of table on the floor, smallest first. */
const sizesOf = (floor: SimulatedTable[]): number[] => [...new Set(floor.map((table) => table.seats))].sort((a, b) => a - b);

/** The smallest size of table that seats the party; null when none does. */
const ownSize = (sizes: number[], guestCount: number): number | null => sizes.find((size) => size >= guestCount) ?? null;

/**
 * Parties ahead not seated now at a table of their own size, counted by that size: they might take a bigger one
 * standing empty. A party may take a table of size `bigger` when its own size is smaller (then it fits, too).
 */
class WaitingAhead {
  private readonly byOwnSize = new Map<number, number>();

  add(ownSize: number): void {
    this.byOwnSize.set(ownSize, (this.byOwnSize.get(ownSize) ?? 0) + 1);
  }

  rivalsFor(bigger: number): number {
    let rivals = 0;
    for (const [size, parties] of this.byOwnSize) if (size < bigger) rivals += parties;
    return rivals;
  }
}

/**
 * When a party sits, given the floor after the parties ahead of it: at the earliest-free table of its own size, or now
 * at a bigger table free now when fewer parties ahead are still waiting that could take one of that size.
 */
function sitsAt(floor: SimulatedTable[], sizes: number[], party: number, waitingAhead: WaitingAhead, nowMs: number): number | null {
  const size = ownSize(sizes, party);
  if (size === null) return null;
  let best = Math.max(earliestTable(floor, (table) => table.seats === size)!.freeAt, nowMs);
  for (const bigger of sizes) {
    if (bigger <= size) continue;
    const freeNow = floor.filter((table) => table.seats === bigger && table.freeAt <= nowMs).length;
    if (freeNow > waitingAhead.rivalsFor(bigger)) best = nowMs;
  }
  return best;
}

/**
 * When each party in line would sit, as epoch milliseconds (null when no table seats it: the host joins tables for
 * it, so it holds none here). A party with a held table sits now.
 */
export function seatingTimes(situation: WaitSituation): (number | null)[] {
  const nowMs = situation.now.getTime();
  const floor = startingFloor(situation);
  const sizes = sizesOf(floor);
  const byId = new Map(floor.map((table) => [table.id, table]));
  const take = (table: SimulatedTable, from: number, guestCount: number) => {
    table.freeAt = Math.max(table.freeAt, from) + situation.turnMinutes(guestCount) * MINUTE;
  };
  const ownTable = (guestCount: number) => {
    const size = ownSize(sizes, guestCount);
    return size === null ? null : earliestTable(floor, (table) => table.seats === size);
  };
  for (const reservation of [...situation.reservations].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
    const table = (reservation.tableRef ? byId.get(reservation.tableRef) : undefined) ?? ownTable(reservation.guestCount);
    if (table) take(table, reservation.startsAt.getTime(), reservation.guestCount);
  }
  const waitingAhead = new WaitingAhead();
  return situation.line.map((party) => {
    if (party.tableRef && byId.has(party.tableRef)) return nowMs;
    const time = sitsAt(floor, sizes, party.guestCount, waitingAhead, nowMs);
    const table = ownTable(party.guestCount);
    if (table) {
      if (table.freeAt > nowMs) waitingAhead.add(table.seats);
      take(table, nowMs, party.guestCount);
    }
    return time;
  });
}

/** Minutes from now until a moment, rounded up to the quote's step (0 when it is now or past). */
export function roundedWait(now: Date, sitsAt: number): number {
  const minutes = Math.max(0, (sitsAt - now.getTime()) / MINUTE);
  return Math.ceil(minutes / WAIT_QUOTE_RULES.roundToMinutes) * WAIT_QUOTE_RULES.roundToMinutes;
}

/** The wait quoted to a party of this size joining the end of the line now; null when no table seats it. */
export function quoteWait(situation: WaitSituation, guestCount: number): number | null {
  const times = seatingTimes({ ...situation, line: [...situation.line, { guestCount, tableRef: null }] });
  const sitsAt = times[times.length - 1];
  return sitsAt === null || sitsAt === undefined ? null : roundedWait(situation.now, sitsAt);
}

export interface RecentVisit {
  guestCount: number;
  minutes: number;
}

const bandOf = (guestCount: number) => WAIT_TIME_BANDS.findIndex((b) => guestCount >= b.minGuests && guestCount <= b.maxGuests);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Turn times learned from recent visits: the median of the party's size band once the band has enough visits (the
 * median, so one party that lingered all evening does not move every quote), the default turn time before.
 */
export function learnedTurnMinutes(visits: RecentVisit[]): (guestCount: number) => number {
  const byBand = new Map<number, number[]>();
  for (const visit of visits) {
    const band = bandOf(visit.guestCount);
    if (band < 0 || visit.minutes <= 0) continue;
    byBand.set(band, [...(byBand.get(band) ?? []), visit.minutes]);
  }
  const learned = new Map<number, number>();
  for (const [band, minutes] of byBand) {
    if (minutes.length >= WAIT_QUOTE_RULES.minVisitsPerBand) learned.set(band, Math.round(median(minutes)));
  }
  return (guestCount) => learned.get(bandOf(guestCount)) ?? defaultTurnMinutes(guestCount);
}
