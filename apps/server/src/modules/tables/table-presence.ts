/**
 * Presence at a table (decision 028): a table call names the restaurant, the table and the token of the table's QR
 * code. The table must be the restaurant's (404), and the token its current one: none at all is refused with "scan the
 * QR code", any other with "this table's code has changed" (403, with the refusal's code). Nothing else is looked at
 * before this passes, so a stranger with a restaurant and a table number learns nothing of the table's tab.
 */
import { timingSafeEqual } from "node:crypto";
import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import { TABLE_TOKEN_REFUSALS } from "@forkful/contracts/table-tokens";
import type { Executor } from "../../db/client";
import { ForbiddenError, NotFoundError } from "../../lib/domain-errors";
import { type TableRow, tableById } from "./dining-tables";

export interface AtTable {
  locationId: number;
  tableId: string;
  tableToken?: string | undefined;
}

/** The same token, compared in constant time (a wrong guess takes as long as a near miss). */
function sameToken(given: string, current: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(current);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Refuses (403) a token that is not the table's current one; a missing token and a stale one say different things. */
export function assertTableToken(table: Pick<TableRow, "token">, tableToken: string | undefined): void {
  const given = tableToken?.trim() ?? "";
  if (!given) throw new ForbiddenError(TABLE_TOKEN_REFUSALS.missing);
  if (!sameToken(given, table.token)) throw new ForbiddenError(TABLE_TOKEN_REFUSALS.stale);
}

/** The table the caller is at: the restaurant's (404 otherwise) and with its current token (403 otherwise). */
export async function tableAtHand(executor: Executor, at: AtTable, noSuchTable: string = BOOKING_REFUSALS.noSuchTable): Promise<TableRow> {
  const table = await tableById(executor, at.locationId, at.tableId);
  if (!table) throw new NotFoundError(noSuchTable);
  assertTableToken(table, at.tableToken);
  return table;
}
