/**
 * The table QR sheet (decision 028), for a manager or a host of the restaurant (their roles: contracts' staff-roles): every table with the link its QR code
 * opens now (the landing with the table's current token), and a new token for one table on demand (the old one stops
 * working at once; the host prints the table's new card).
 */
import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import type { TableQrCode, TableQrCodes } from "@forkful/contracts/table-qr-codes";
import { tableLinkPath } from "@forkful/contracts/table-tokens";
import { NotFoundError } from "../../lib/domain-errors";
import type { StaffCaller } from "../../plugins/caller";
import { toBookedTable } from "./booking-mapper";
import type { LocationForBookings, TableRow } from "./booking-rows";
import { staffLocation } from "./staff-waitlist";
import type { TablesDeps } from "./tables-deps";

function qrCodeOf(table: TableRow, location: LocationForBookings): TableQrCode {
  const place = { merchantType: location.merchantType, locationSlug: location.slug, tableId: table.tableId };
  return { ...toBookedTable(table, location), tableToken: table.token, tablePath: tableLinkPath(place, table.token) };
}

/** GET /staff/tables/qr-codes */
export async function tableQrCodes(deps: Pick<TablesDeps, "tables">, caller: StaffCaller): Promise<TableQrCodes> {
  const location = await staffLocation(deps, caller);
  const tables = await deps.tables.floorTables(deps.tables.db, location.id);
  return {
    locationId: location.id,
    merchantType: location.merchantType,
    locationSlug: location.slug,
    branchName: location.branchName,
    tables: tables.map((table) => qrCodeOf(table, location)),
  };
}

/** POST /staff/tables/{tableId}/token: the table's new QR code. */
export async function renewTableToken(deps: Pick<TablesDeps, "tables">, tableId: string, caller: StaffCaller): Promise<TableQrCode> {
  const location = await staffLocation(deps, caller);
  const renewed = await deps.tables.renewTableToken(deps.tables.db, location.id, tableId);
  if (!renewed) throw new NotFoundError(BOOKING_REFUSALS.noSuchTable);
  return qrCodeOf(renewed, location);
}
