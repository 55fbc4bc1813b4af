/** The last call for the waiter per table, in sessionStorage: a reload of the table's page still follows it. */
import { sessionMap } from "../../../shared/lib/session-map";
import { STORAGE_KEYS } from "../../../shared/lib/storage-keys";

export interface WaiterCallTable {
  locationId: number;
  tableId: string;
}

const keyOf = ({ locationId, tableId }: WaiterCallTable) => `${locationId}:${tableId.toLowerCase()}`;

const kept = sessionMap(STORAGE_KEYS.waiterCalls);

export function readWaiterCallId(table: WaiterCallTable, storage?: Storage | null): string | null {
  return kept.get(keyOf(table), storage) ?? null;
}

/** Remembers `callId` for the table; null forgets it (a call the server no longer knows). */
export function rememberWaiterCallId(table: WaiterCallTable, callId: string | null, storage?: Storage | null) {
  kept.set(keyOf(table), callId, storage);
}
