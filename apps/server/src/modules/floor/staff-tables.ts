/**
 * GET /staff/tables: every table of the floor, free, held (a notified party is on its way) or occupied (seated), with
 * that party, and the next reservation still expected on it today (the earliest Active one, even if running late).
 */

import type { staffTablesAnswerSchema } from "@forkful/contracts/staff-tables";
import type { z } from "zod";
import type { StaffCaller } from "../../plugins/caller";
import { type BookingRow, partiesAtTables, reservationsOn, toBooking } from "../bookings/public";
import { localDateOf } from "../merchants/public";
import { floorTables, staffLocation, toBookedTable } from "../tables/public";
import type { FloorDeps } from "./floor-deps";

type StaffTables = z.infer<typeof staffTablesAnswerSchema>;

/** The earliest start of the Active reservations of each table. */
function nextReservations(reservations: BookingRow[]): Map<string, Date> {
  const next = new Map<string, Date>();
  for (const r of reservations) {
    if (r.status !== "Active" || !r.tableRef || !r.startsAt) continue;
    const known = next.get(r.tableRef);
    if (!known || r.startsAt < known) next.set(r.tableRef, r.startsAt);
  }
  return next;
}

export async function staffTables(deps: FloorDeps, caller: StaffCaller): Promise<StaffTables> {
  const location = await staffLocation(deps.db, caller);
  const ex = deps.db;
  const now = deps.clock();
  const [tables, parties, today] = await Promise.all([
    floorTables(ex, caller.locationId),
    partiesAtTables(ex, caller.locationId, ["Notified", "Seated"]),
    reservationsOn(ex, caller.locationId, localDateOf(now, location.timeZone)),
  ]);
  const next = nextReservations(today.map((row) => row.booking));
  return {
    tables: tables.map((table) => {
      const party = parties.find(({ booking }) => booking.tableRef === table.id);
      return {
        ...toBookedTable(table, location),
        state: !party ? "free" : party.booking.status === "Seated" ? "occupied" : "held",
        booking: party ? toBooking({ ...party, location }, null, now) : null,
        nextReservationAt: next.get(table.id)?.toISOString() ?? null,
      };
    }),
  };
}
