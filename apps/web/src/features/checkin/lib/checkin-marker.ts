/**
 * The check-in marker of spec §3, §4 and §9 on this device: the check-in's id under checkinReservationId, and under
 * reservationExpireTime the time (LOCAL_MARKER_TTL_MS after this device last saw the check-in still going) until
 * which an ended check-in still shows. A party waits longer than the marker's 5 minutes, so the id outlives the
 * time: returning to /checkin reads the check-in once, and the marker goes only when the check-in has ended and
 * its time has passed, or when the server does not know it (the reservations feature keeps its id under the same
 * keys, and a booking read tells the two apart by its kind).
 */
import { LOCAL_MARKER_TTL_MS } from "@forkful/contracts/constants";
import { browserStorage, STORAGE_KEYS } from "../../../shared/lib/storage-keys";

export interface CheckinMarker {
  reservationId: string;
  /** Epoch ms; 0 when none was written. */
  expiresAt: number;
}

/** Remembers the check-in (again), for LOCAL_MARKER_TTL_MS from `now`. */
export function rememberCheckin(reservationId: string, now: number = Date.now(), storage: Storage | null = browserStorage()): void {
  try {
    storage?.setItem(STORAGE_KEYS.checkinReservationId, reservationId);
    storage?.setItem(STORAGE_KEYS.reservationExpireTime, String(now + LOCAL_MARKER_TTL_MS));
  } catch {
    // Storage full or refused: the check-in still shows while the page is open.
  }
}

export function rememberedCheckin(storage: Storage | null = browserStorage()): CheckinMarker | null {
  const reservationId = storage?.getItem(STORAGE_KEYS.checkinReservationId);
  if (!reservationId) return null;
  const expiresAt = Number(storage?.getItem(STORAGE_KEYS.reservationExpireTime) ?? 0);
  return { reservationId, expiresAt: Number.isFinite(expiresAt) ? expiresAt : 0 };
}

/** Forgets the marker, when it still names this check-in (another booking may have taken the keys since). */
export function forgetCheckin(reservationId: string, storage: Storage | null = browserStorage()): void {
  if (storage?.getItem(STORAGE_KEYS.checkinReservationId) !== reservationId) return;
  storage.removeItem(STORAGE_KEYS.checkinReservationId);
  storage.removeItem(STORAGE_KEYS.reservationExpireTime);
}
