/** The last call for the waiter per table, in sessionStorage: a reload of the table's page still follows it. */
import { STORAGE_KEYS } from "../../../shared/lib/storage-keys";

export interface WaiterCallTable {
  locationId: number;
  tableId: string;
}

const keyOf = ({ locationId, tableId }: WaiterCallTable) => `${locationId}:${tableId.toLowerCase()}`;

function sessionStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function readAll(storage: Storage | null): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEYS.waiterCalls) ?? "{}");
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function readWaiterCallId(table: WaiterCallTable, storage: Storage | null = sessionStore()): string | null {
  const id = readAll(storage)[keyOf(table)];
  return typeof id === "string" && id ? id : null;
}

/** Remembers `callId` for the table; null forgets it (a call the server no longer knows). */
export function rememberWaiterCallId(table: WaiterCallTable, callId: string | null, storage: Storage | null = sessionStore()) {
  if (!storage) return;
  const all = readAll(storage);
  if (callId) all[keyOf(table)] = callId;
  else delete all[keyOf(table)];
  try {
    storage.setItem(STORAGE_KEYS.waiterCalls, JSON.stringify(all));
  } catch {
    // A full or refused storage only loses the call across a reload.
  }
}
