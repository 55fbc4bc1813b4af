/**
 * How the API client reaches the diner's session without knowing who keeps it: the auth feature provides an
 * implementation at start (wired by the app), the client reads tokens from it, hands it rotated tokens, and tells
 * it when the session cannot be renewed.
 */
import type { AuthTokens } from "@forkful/contracts/auth";
import type { GuestSession } from "@forkful/contracts/order-access";

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export interface SessionAccess {
  /** The current tokens (read fresh: another tab may have rotated them), or null when nobody is signed in. */
  tokens(): SessionTokens | null;
  /** A refresh rotated the tokens. */
  update(tokens: AuthTokens): void;
  /** The refresh token was refused: the session is over. */
  expire(): void;
  /** An order placed signed out opened a guest session (it alone may pay and change that order): keep it. */
  openGuest(session: GuestSession, guest: { fullName: string; mobile: string; email: string }): void;
}

let current: SessionAccess | null = null;

export function provideSessionAccess(access: SessionAccess | null): void {
  current = access;
}

export function sessionAccess(): SessionAccess | null {
  return current;
}
