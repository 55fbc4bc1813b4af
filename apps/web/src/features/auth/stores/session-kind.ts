import type { GuestUser, SessionKind } from "../../../shared/hooks/use-session";

/** The signed-in user of spec §3 (user: accessToken, refreshToken, customerId, name, mobilePhone, email). */
export interface SessionUser {
  customerId: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  name: string;
  mobilePhone: string | null;
  email: string | null;
}

/**
 * Spec §4: guestSignedIn when the user has an id and there is a guest user; signedIn when the user has an id, an
 * access token and a refresh token; otherwise guest. A sign-in clears the guest user, so the two overlap only for a
 * verified guest, whose guest-kind tokens let it make its own calls: that session is guestSignedIn.
 */
export function deriveSessionKind(user: SessionUser | null, guestUser: GuestUser | null): SessionKind {
  if (!user?.customerId) return "guest";
  if (guestUser) return "guestSignedIn";
  if (user.accessToken && user.refreshToken) return "signedIn";
  return "guest";
}
