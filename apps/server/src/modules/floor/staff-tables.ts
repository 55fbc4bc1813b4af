/**
 * GET /staff/tables: every table of the floor with its state (table-state.ts: free, held, seated, ordering, eating,
 * paying, needs clearing), the party holding or sitting at it, its tab, and the next reservation still expected on it
 * today (the earliest Active one, even if running late).
 */

import type { staffTablesAnswerSchema } from "@forkful/contracts/staff-tables";
import type { z } from "zod";
import type { StaffCaller } from "../../plugins/caller";
import { type BookingRow, partiesAtTables, reservationsOn, toBooking } from "../bookings/public";
import { localDateOf } from "../merchants/public";
import { floorTables, staffLocation, toBookedTable } from "../tables/public";
import type { FloorDeps } from "./floor-deps";
import { floorTabOf, tabsOfTables } from "./floor-tabs";
import { tableStateOf } from "./table-state";

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
  const seated = new Map(
    parties.flatMap(({ booking }) => (booking.status === "Seated" && booking.tableRef ? [[booking.tableRef, booking.id]] : [])),
  );
  const tableIds = new Map(tables.map((table) => [table.id, table.tableId]));
  const seatedByTableId = new Map([...seated].map(([ref, bookingId]) => [tableIds.get(ref) ?? "", bookingId]));
  const tabs = await tabsOfTables(deps.db, caller.locationId, seatedByTableId);
  return {
    tables: tables.map((table) => {
      const party = parties.find(({ booking }) => booking.tableRef === table.id);
      const tab = tabs.get(table.tableId) ?? null;
      const state = tableStateOf({ party: party?.booking ?? null, tab });
      const sitting = party?.booking.status === "Seated" ? party.booking : null;
      return {
        ...toBookedTable(table, location),
        state,
        booking: party ? toBooking({ ...party, location }, null, now) : null,
        nextReservationAt: next.get(table.id)?.toISOString() ?? null,
        seatedAt: sitting?.seatedAt?.toISOString() ?? null,
        tab: tab && state !== "free" ? floorTabOf(tab, sitting?.guestCount ?? null) : null,
      };
    }),
  };
}
