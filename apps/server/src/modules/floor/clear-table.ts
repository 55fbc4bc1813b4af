/**
 * POST /staff/tables/{tableId}/cleared: the party at a table that needs clearing (paid in full, still marked seated) has
 * gone and the table is laid again. Their visit is finished (as finish-visit.ts does), so the table is free. Refused
 * (409, nothing changed) for a table in any other state: a party still ordering or paying is not cleared away.
 */
import type { Booking } from "@forkful/contracts/bookings";
import { STAFF_FLOOR_REFUSALS } from "@forkful/contracts/staff-tables";
import { ConflictError, NotFoundError } from "../../lib/domain-errors";
import type { StaffCaller } from "../../plugins/caller";
import { partyAtTable } from "../bookings/public";
import { floorTables } from "../tables/public";
import { finishVisit } from "./finish-visit";
import type { FloorDeps } from "./floor-deps";
import { tabsOfTables } from "./floor-tabs";
import { tableStateOf } from "./table-state";

export async function clearTable(deps: FloorDeps, input: { tableId: string }, caller: StaffCaller): Promise<Booking> {
  const table = (await floorTables(deps.db, caller.locationId)).find((row) => row.tableId === input.tableId);
  if (!table) throw new NotFoundError(STAFF_FLOOR_REFUSALS.noSuchTable);
  const party = await partyAtTable(deps.db, table.id);
  const seated = party?.status === "Seated" ? new Map([[table.tableId, party.id]]) : new Map<string, string>();
  const tab = (await tabsOfTables(deps.db, caller.locationId, seated)).get(table.tableId) ?? null;
  if (!party || tableStateOf({ party, tab }) !== "clearing") throw new ConflictError(STAFF_FLOOR_REFUSALS.notClearing);
  // finishVisit locks the floor and the booking and moves it only from Seated: a second host clearing at once gets a 409.
  return finishVisit(deps, { reservationId: party.id }, caller);
}
