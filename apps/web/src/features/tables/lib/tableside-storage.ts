import { browserStorage, STORAGE_KEYS } from "../../../shared/lib/storage-keys";

export interface TablesideCheckin {
  reservationId: string;
  tableId: string;
}

/** Spec §3: the current check-in's id and the table it was made at, kept on this device. */
export function rememberTablesideCheckin({ reservationId, tableId }: TablesideCheckin): void {
  const storage = browserStorage();
  if (!storage) return;
  try {
    storage.setItem(STORAGE_KEYS.checkinReservationId, reservationId);
    storage.setItem(STORAGE_KEYS.checkinTableId, tableId);
  } catch {
    // A full or refusing storage loses only the marker: the server still holds the check-in.
  }
}

/** The check-in this device made at a table, when there is one. */
export function tablesideCheckin(): TablesideCheckin | null {
  const storage = browserStorage();
  const reservationId = storage?.getItem(STORAGE_KEYS.checkinReservationId);
  const tableId = storage?.getItem(STORAGE_KEYS.checkinTableId);
  return reservationId && tableId ? { reservationId, tableId } : null;
}
