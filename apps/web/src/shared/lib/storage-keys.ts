/**
 * Every local browser storage key of spec §3, named once. Features read and write their own keys through these
 * names; nothing else in the app spells a key.
 */
export const STORAGE_KEYS = {
  /** The current check-in or reservation id. */
  checkinReservationId: "currentCheckinReservationId",
  userId: "userId",
  activeOrders: "activeOrders",
  expireTime: "expireTime",
  reservationExpireTime: "reservationExpireTime",
  guestUserName: "guestUserName",
  /** The customer's local profile, JSON: firstName, customerId and the signed-in user's details. */
  userDetails: "userDetails",
  guestMobileNumber: "guestMobileNumber",
  guestEmail: "guestEmail",
  accessToken: "accessToken",
  refreshToken: "refreshToken",
  selectedLocation: "selectedLocation",
  userAddress: "userAddress",
  guestCart: "guestCart",
  checkinTableId: "checkinTableId",
  /** sessionStorage: the last call for the waiter per table (JSON: "{locationId}:{tableId}" → callId), kept across a reload. */
  waiterCalls: "waiterCalls",
  /**
   * sessionStorage: the token of each table's QR code scanned in this visit (JSON: "{restaurant slug}:{TABLE ID}" →
   * token, decision 028), sent with every call of that table.
   */
  tableTokens: "tableTokens",
  /** sessionStorage: the checkout form's draft of the cart (who, when, where, notes, wallet), kept across a reload. */
  checkoutDraft: "checkoutDraft",
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** localStorage, or null where it is unavailable (private modes that refuse it, tests without a DOM). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
