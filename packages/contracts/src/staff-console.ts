/** The staff console's own settings (issue 26). */

/** A shared device locks after this long without a touch, a click or a key: the next person unlocks with a password. */
export const STAFF_IDLE_LOCK_MS = 10 * 60_000;

/** The console's path on the server (the diners' app has every other page). */
export const STAFF_APP_PATH = "/staff";
