/**
 * The restaurant's floor, or one table of it (spec §7 table-details): what a tableside page shows before a diner
 * checks in at a table's QR code. Anyone may read the floor; one table only someone at it, holding its QR token
 * (decision 028); only the party seated at the table reads its session.
 */
import type { DiningTable, TableDetails } from "@forkful/contracts/floor";
import type { Executor } from "../../db/client";
import { type Caller, isOwner } from "../../plugins/caller";
import { type BookingRow, partyAtTable } from "../bookings/public";
import type { LocationForBookings } from "../merchants/public";
import { floorTables, liveLocation, sectionNameOf, tableAtHand, toBookedTable } from "../tables/public";
import type { FloorDeps } from "./floor-deps";

export interface TableDetailsInput {
  locationId: number;
  tableId?: string | undefined;
  tableToken?: string | undefined;
}

/** One read transaction, so the floor, the table and who sits there agree with each other. */
export function tableDetails(deps: Pick<FloorDeps, "db">, input: TableDetailsInput, caller: Caller | null): Promise<TableDetails> {
  return deps.db.transaction((tx) => readTableDetails(tx, input, caller));
}

async function readTableDetails(tx: Executor, input: TableDetailsInput, caller: Caller | null): Promise<TableDetails> {
  const location = await liveLocation(tx, input.locationId);
  const rows = await floorTables(tx, location.id);
  const floor: DiningTable[] = rows.map((row) => toBookedTable(row, location));
  let table: DiningTable | null = null;
  let session: TableDetails["session"] = null;
  let occupied = false;
  if (input.tableId !== undefined) {
    const row = await tableAtHand(tx, { locationId: location.id, tableId: input.tableId, tableToken: input.tableToken });
    table = toBookedTable(row, location);
    const party = await partyAtTable(tx, row.id);
    occupied = party !== null;
    if (party?.status === "Seated" && isOwner(party.customerId, caller)) session = sessionOf(party);
  }
  return {
    locationId: location.id,
    locationSlug: location.slug,
    merchantType: location.merchantType,
    branchName: location.branchName,
    sections: sectionsOf(floor, location),
    table,
    session,
    occupied,
  };
}

/** The location's sections in its own order, each with its tables; a table in a section the location does not list still shows. */
function sectionsOf(floor: DiningTable[], location: LocationForBookings): TableDetails["sections"] {
  const ids = [...location.tableSection.map((s) => s.id), ...floor.map((t) => t.sectionId)];
  return [...new Set(ids)].map((sectionId) => ({
    sectionId,
    sectionName: sectionNameOf(location, sectionId),
    tables: floor.filter((t) => t.sectionId === sectionId),
  }));
}

function sessionOf(seated: BookingRow): NonNullable<TableDetails["session"]> {
  return {
    reservationId: seated.id,
    fullName: seated.fullName,
    guestCount: seated.guestCount,
    seatedAt: (seated.seatedAt ?? seated.updatedAt).toISOString(),
  };
}
