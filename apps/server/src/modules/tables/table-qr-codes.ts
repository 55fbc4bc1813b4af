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
import type { LocationForBookings } from "../merchants/public";
import { toBookedTable } from "./booked-table";
import { floorTables, renewTableToken, type TableRow } from "./dining-tables";
import { staffLocation } from "./floor-locations";
import type { TablesDeps } from "./tables-deps";

function qrCodeOf(table: TableRow, location: LocationForBookings): TableQrCode {
  const place = { merchantType: location.merchantType, locationSlug: location.slug, tableId: table.tableId };
  return { ...toBookedTable(table, location), tableToken: table.token, tablePath: tableLinkPath(place, table.token) };
}

/** GET /staff/tables/qr-codes */
export async function tableQrCodes(deps: Pick<TablesDeps, "db">, caller: StaffCaller): Promise<TableQrCodes> {
  const location = await staffLocation(deps.db, caller);
  const tables = await floorTables(deps.db, location.id);
  return {
    locationId: location.id,
    merchantType: location.merchantType,
    locationSlug: location.slug,
    branchName: location.branchName,
    tables: tables.map((table) => qrCodeOf(table, location)),
  };
}

/** POST /staff/tables/{tableId}/token: the table's new QR code. */
export async function newTableQrCode(deps: Pick<TablesDeps, "db">, tableId: string, caller: StaffCaller): Promise<TableQrCode> {
  const location = await staffLocation(deps.db, caller);
  const renewed = await renewTableToken(deps.db, location.id, tableId);
  if (!renewed) throw new NotFoundError(BOOKING_REFUSALS.noSuchTable);
  return qrCodeOf(renewed, location);
}
