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
