/** The floor as the wait estimator sees it, read for one location at one moment. */
import { NO_SHOW_GRACE_MINUTES, WAIT_QUOTE_RULES } from "@forkful/contracts/booking-rules";
import type { Executor } from "../../db/client";
import { type BookingRow, recentVisits, waitlistFloor } from "../bookings/public";
import { tablesOfFloor } from "../tables/public";
import { learnedTurnMinutes, type WaitSituation } from "./wait-estimate";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface ReadSituation {
  situation: WaitSituation;
  /** The check-ins still waiting, first in line first (the situation's line, row by row). */
  line: BookingRow[];
  /** How many recent visits the turn times were learned from. */
  recentVisits: number;
}

export async function readWaitSituation(ex: Executor, locationId: number, now: Date): Promise<ReadSituation> {
  const rules = WAIT_QUOTE_RULES;
  const [tables, floor, visits] = await Promise.all([
    tablesOfFloor(ex, locationId),
    waitlistFloor(ex, locationId, {
      // A reservation a little late is still expected until it may be marked a no-show.
      from: new Date(now.getTime() - NO_SHOW_GRACE_MINUTES * MINUTE),
      to: new Date(now.getTime() + rules.reservationsAheadMinutes * MINUTE),
    }),
    recentVisits(ex, locationId, new Date(now.getTime() - rules.learnFromDays * DAY)),
  ]);
  const recent = visits.flatMap(({ guestCount, seatedAt, finishedAt }) =>
    seatedAt && finishedAt ? [{ guestCount, minutes: (finishedAt.getTime() - seatedAt.getTime()) / MINUTE }] : [],
  );
  const partyAt = new Map(floor.atTables.map((booking) => [booking.tableRef, booking]));
  const situation: WaitSituation = {
    now,
    tables: tables.map((table) => {
      const party = partyAt.get(table.id);
      return {
        id: table.id,
        seats: table.seats,
        party: party ? { guestCount: party.guestCount, seatedAt: party.status === "Seated" ? party.seatedAt : null } : null,
      };
    }),
    line: floor.line.map((booking) => ({ guestCount: booking.guestCount, tableRef: booking.tableRef })),
    reservations: floor.comingReservations.flatMap((booking) =>
      booking.startsAt ? [{ guestCount: booking.guestCount, startsAt: booking.startsAt, tableRef: booking.tableRef }] : [],
    ),
    turnMinutes: learnedTurnMinutes(recent),
  };
  return { situation, line: floor.line, recentVisits: recent.length };
}
