/**
 * How an API client reaches a session without knowing who keeps it: each app passes its own (the diner's session in
 * the diners' app, the staff member's in the console). The client reads tokens from it, hands it rotated tokens, and
 * tells it when the session cannot be renewed.
 */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export interface TokenSource<T extends SessionTokens = SessionTokens> {
  /** The current tokens (read fresh: another tab may have rotated them), or null when nobody is signed in. */
  tokens(): SessionTokens | null;
  /** A refresh rotated the tokens. */
  update(tokens: T): void;
  /** The refresh token was refused: the session is over. */
  expire(): void;
}
