/**
 * The auth state of spec §3 that the web keeps: the session (signedIn, user, guestUser), where to go after signing
 * in, the country code, the sign-in code flags, the password-reset flag and the rate-limit flag. Every change to the
 * session is written to local storage (session-storage.ts) as it happens.
 */
import type { AuthTokens } from "@forkful/contracts/auth";
import { AUTH_TEXTS } from "@forkful/contracts/auth";
import { DEFAULTS } from "@forkful/contracts/constants";
import type { CountryCode } from "@forkful/contracts/phone";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { SessionAccess } from "../../../shared/api/session-access";
import type { GuestUser, SessionUserChanges } from "../../../shared/hooks/use-session";
import { browserStorage } from "../../../shared/lib/storage-keys";
import { notifyError } from "../../../shared/ui/toast";
import { logout } from "../api/logout";
import { deriveSessionKind, type SessionUser } from "./session-kind";
import { readStoredSession, readStoredTokens, SESSION_KEYS, writeGuest, writeTokens, writeUser } from "./session-storage";

export interface OtpState {
  /** A sign-in code was sent to `mobilePhone`. */
  sent: boolean;
  mobilePhone: string | null;
  /** The server answered the right code with "a name is needed": the number has no account yet, the diner signs up. */
  isNewUser: boolean;
  /** When another code may be asked for (epoch ms). */
  resendAt: number | null;
}

export interface AuthState {
  signedIn: boolean;
  user: SessionUser | null;
  guestUser: GuestUser | null;
  hasPassword: boolean | null;
  toLocationAfterAuth: string;
  countryCode: CountryCode;
  otp: OtpState;
  resetPasswordOtpVerified: boolean;
  rateLimitExceeds: boolean;
}

/** A diner whose sign-in the server has just confirmed. */
export interface VerifiedUser {
  customerId: string;
  accessToken: string;
  refreshToken: string;
  name: string;
  mobilePhone: string | null;
  email: string | null;
}

export interface AuthActions {
  /** Reads the session back from local storage (start, and a change made in another tab). */
  restore(): void;
  /** Signed in (password or code): the guest user is cleared. */
  signIn(user: VerifiedUser, hasPassword: boolean | null): void;
  /** A guest whose mobile number was verified: guestSignedIn. */
  signInAsGuest(user: VerifiedUser, guest: GuestUser): void;
  updateTokens(tokens: AuthTokens): void;
  updateUser(changes: SessionUserChanges): void;
  /** Signs out: calls logout, clears local storage and the signed-in state, and the post-login path becomes "/". */
  signOut(): Promise<void>;
  /** The same without the logout call (the server already ended the session). */
  endSession(): void;
  setToLocationAfterAuth(path: string): void;
  setCountryCode(countryCode: CountryCode): void;
  otpSent(sent: { mobilePhone: string; resendAfterSeconds: number }): void;
  /** The right code of a number without an account: the code step asks for a name and sends the code again with it. */
  signUpAsked(): void;
  resetOtp(): void;
  setRateLimitExceeds(value: boolean): void;
  setResetPasswordOtpVerified(value: boolean): void;
}

export type AuthStore = StoreApi<AuthState & AuthActions>;

const NO_OTP: OtpState = { sent: false, mobilePhone: null, isNewUser: false, resendAt: null };

function signedOutState(): AuthState {
  return {
    signedIn: false,
    user: null,
    guestUser: null,
    hasPassword: null,
    toLocationAfterAuth: DEFAULTS.postLoginPath,
    countryCode: DEFAULTS.countryCode,
    otp: NO_OTP,
    resetPasswordOtpVerified: false,
    rateLimitExceeds: false,
  };
}

const withKind = (user: SessionUser | null, guestUser: GuestUser | null) => ({
  user,
  guestUser,
  signedIn: deriveSessionKind(user, guestUser) === "signedIn",
});

export function createAuthStore(storage: Storage | null = browserStorage()): AuthStore {
  const stored = storage ? readStoredSession(storage) : { user: null, guestUser: null, hasPassword: null };

  return createStore<AuthState & AuthActions>()((set, get) => ({
    ...signedOutState(),
    ...withKind(stored.user, stored.guestUser),
    hasPassword: stored.hasPassword,

    restore() {
      const next = storage ? readStoredSession(storage) : { user: null, guestUser: null, hasPassword: null };
      set({ ...withKind(next.user, next.guestUser), hasPassword: next.hasPassword });
    },

    signIn(user, hasPassword) {
      if (storage) {
        writeUser(storage, user, hasPassword);
        writeGuest(storage, null);
      }
      set({ ...withKind(user, null), hasPassword, otp: NO_OTP, rateLimitExceeds: false, resetPasswordOtpVerified: false });
    },

    signInAsGuest(user, guest) {
      if (storage) {
        writeUser(storage, user, null);
        writeGuest(storage, guest);
      }
      set({ ...withKind(user, guest), hasPassword: null, otp: NO_OTP, rateLimitExceeds: false });
    },

    updateTokens(tokens) {
      const { user } = get();
      if (!user) return;
      if (storage) writeTokens(storage, tokens);
      set({ user: { ...user, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken } });
    },

    updateUser(changes) {
      const { user, hasPassword } = get();
      if (!user) return;
      const next: SessionUser = {
        ...user,
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.mobilePhone !== undefined ? { mobilePhone: changes.mobilePhone } : {}),
        ...(changes.email !== undefined ? { email: changes.email } : {}),
      };
      const nextHasPassword = changes.hasPassword ?? hasPassword;
      if (storage) writeUser(storage, next, nextHasPassword);
      set({ user: next, hasPassword: nextHasPassword });
    },

    async signOut() {
      const refreshToken = get().user?.refreshToken;
      const call = refreshToken ? logout(refreshToken).catch(() => undefined) : Promise.resolve();
      get().endSession();
      await call;
    },

    endSession() {
      storage?.clear();
      set(signedOutState());
    },

    setToLocationAfterAuth: (toLocationAfterAuth) => set({ toLocationAfterAuth }),
    setCountryCode: (countryCode) => set({ countryCode }),
    otpSent: ({ mobilePhone, resendAfterSeconds }) => {
      // Another code to the same number: a name already asked for stays asked for.
      const isNewUser = get().otp.mobilePhone === mobilePhone && get().otp.isNewUser;
      set({ otp: { sent: true, mobilePhone, isNewUser, resendAt: Date.now() + resendAfterSeconds * 1000 }, rateLimitExceeds: false });
    },
    signUpAsked: () => set({ otp: { ...get().otp, isNewUser: true } }),
    resetOtp: () => set({ otp: NO_OTP }),
    setRateLimitExceeds: (rateLimitExceeds) => set({ rateLimitExceeds }),
    setResetPasswordOtpVerified: (resetPasswordOtpVerified) => set({ resetPasswordOtpVerified }),
  }));
}

/** What the API client needs of the session: tokens (as stored, for every tab), rotation, and its end. */
export function sessionAccessOf(store: AuthStore, storage: Storage | null = browserStorage()): SessionAccess {
  return {
    tokens() {
      if (storage) return readStoredTokens(storage);
      const { user } = store.getState();
      return user?.accessToken && user.refreshToken ? { accessToken: user.accessToken, refreshToken: user.refreshToken } : null;
    },
    update(tokens) {
      store.getState().updateTokens(tokens);
    },
    expire() {
      if (!store.getState().user) return;
      store.getState().endSession();
      notifyError(AUTH_TEXTS.sessionExpired);
    },
    openGuest(session, guest) {
      // Someone signed in meanwhile (another tab): their session stays; the order is the guest session's.
      if (store.getState().user) return;
      const { customerId, accessToken, refreshToken } = session;
      // The number is not verified, so the session does not carry it; the guest's details prefill the next checkout.
      const user = { customerId, accessToken, refreshToken, name: guest.fullName, mobilePhone: null, email: null };
      store.getState().signInAsGuest(user, { ...guest, adultSize: 0, kidzSize: 0 });
    },
  };
}

/** Follows sign-ins, sign-outs and token rotations made in the app's other tabs. */
export function followOtherTabs(store: AuthStore): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || SESSION_KEYS.includes(event.key)) store.getState().restore();
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}

/** The app's one auth store. */
export const authStore: AuthStore = createAuthStore();
