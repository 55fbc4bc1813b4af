/** A table as every call shows it (contracts BookedTable): with its section's name from the restaurant's floor plan. */
import type { BookedTable } from "@forkful/contracts/bookings";
import type { LocationForBookings } from "../merchants/public";
import type { TableRow } from "./dining-tables";

/** A section's name from the location's tableSection; a section it does not list is still named. */
export const sectionNameOf = (location: Pick<LocationForBookings, "tableSection">, sectionId: number): string =>
  location.tableSection.find((s) => s.id === sectionId)?.name ?? `Section ${sectionId}`;

export function toBookedTable(table: TableRow, location: Pick<LocationForBookings, "tableSection">): BookedTable {
  return {
    tableId: table.tableId,
    tableName: table.name,
    seats: table.seats,
    sectionId: table.sectionId,
    sectionName: sectionNameOf(location, table.sectionId),
  };
}
