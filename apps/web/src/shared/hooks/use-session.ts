/**
 * The diner's session as every feature sees it. The auth feature keeps the session; the app provides this view of
 * it, so features read who is signed in and ask for a sign-in without importing the auth feature.
 */
import { GUEST_PLACEHOLDER_ID } from "@forkful/contracts/constants";
import { createContext, useContext } from "react";

/** Spec §4: signedIn (id and both tokens), guestSignedIn (id and a guest user), otherwise guest. */
export type SessionKind = "signedIn" | "guestSignedIn" | "guest";

/** The guest details of spec §3. */
export interface GuestUser {
  fullName: string;
  mobile: string;
  email: string;
  adultSize: number;
  kidzSize: number;
}

export type SignInView = "mobile" | "password" | "guest";

export interface SessionUserChanges {
  name?: string;
  mobilePhone?: string | null;
  email?: string | null;
  hasPassword?: boolean;
}

export interface Session {
  kind: SessionKind;
  /** The customer id of a signed-in or guest-signed-in diner, else null. */
  customerId: string | null;
  name: string;
  mobilePhone: string | null;
  email: string | null;
  /** Whether the account has a password, when this device knows. */
  hasPassword: boolean | null;
  guestUser: GuestUser | null;
  /** Opens the sign-in sheet (saying why, when given); once signed in, the diner is brought back to this page. */
  openSignIn(options?: { view?: SignInView; reason?: string }): void;
  signOut(): Promise<void>;
  /** The diner changed their details: keeps the session's copy in step. */
  updateUser(changes: SessionUserChanges): void;
}

const noSession: Session = {
  kind: "guest",
  customerId: null,
  name: "",
  mobilePhone: null,
  email: null,
  hasPassword: null,
  guestUser: null,
  openSignIn() {},
  async signOut() {},
  updateUser() {},
};

export const SessionContext = createContext<Session | null>(null);

/** The current session; outside the app's provider (isolated component tests), a guest with no way to sign in. */
export function useSession(): Session {
  return useContext(SessionContext) ?? noSession;
}

/** The id to send where a diner must be named: theirs, or the guest placeholder (sixteen 1s, spec §4). */
export function customerIdOrPlaceholder(session: Pick<Session, "customerId">): string {
  return session.customerId ?? GUEST_PLACEHOLDER_ID;
}
