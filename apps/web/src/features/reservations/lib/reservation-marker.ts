/**
 * The reservation marker of spec §4 and §9: the current reservation id, held locally for LOCAL_MARKER_TTL_MS under
 * the spec's keys (checkinReservationId and reservationExpireTime).
 */
import { LOCAL_MARKER_TTL_MS } from "@forkful/contracts/constants";
import { browserStorage, STORAGE_KEYS } from "../../../shared/lib/storage-keys";

export function rememberReservation(reservationId: string, now: number = Date.now(), storage: Storage | null = browserStorage()): void {
  try {
    storage?.setItem(STORAGE_KEYS.checkinReservationId, reservationId);
    storage?.setItem(STORAGE_KEYS.reservationExpireTime, String(now + LOCAL_MARKER_TTL_MS));
  } catch {
    // Storage full or refused: the reservation's own page still shows it.
  }
}

/** The reservation id held locally, while its marker has not expired (an expired marker leaves storage). */
export function rememberedReservation(now: number = Date.now(), storage: Storage | null = browserStorage()): string | null {
  const expiresText = storage?.getItem(STORAGE_KEYS.reservationExpireTime);
  // No reservation marker: the id key, if set, is a check-in's, and stays.
  if (!expiresText) return null;
  const id = storage?.getItem(STORAGE_KEYS.checkinReservationId) ?? null;
  if (id && Number(expiresText) > now) return id;
  forgetReservation(storage);
  return null;
}

/** Drops the marker (only this reservation's, when an id is given: the id key may hold a check-in's since). */
export function forgetReservation(storage: Storage | null = browserStorage(), reservationId?: string): void {
  if (reservationId && storage?.getItem(STORAGE_KEYS.checkinReservationId) !== reservationId) return;
  storage?.removeItem(STORAGE_KEYS.checkinReservationId);
  storage?.removeItem(STORAGE_KEYS.reservationExpireTime);
}
