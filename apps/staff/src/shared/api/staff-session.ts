/**
 * The signed-in staff member's session on this device, kept apart from any diner's (its own storage key): the tokens
 * and who they are. Survives a reload; signing out or a refused refresh clears it. Screens follow it with
 * `useStaffSession`.
 */
import type { TokenSource } from "@forkful/api-client/token-source";
import type { StaffRole } from "@forkful/contracts/staff-tables";
import { useSyncExternalStore } from "react";

export interface StaffMember {
  id: string;
  name: string;
  role: StaffRole;
  locationId: number;
}

export interface StaffSession {
  accessToken: string;
  refreshToken: string;
  staff: StaffMember;
  /** Who signed in, for unlocking the screen after an idle lock. */
  userName: string;
  /** The screen was locked for being idle: the session stays, the screens hide until the password is given again. */
  locked?: boolean;
}

const STORAGE_KEY = "forkful-staff-session";
const listeners = new Set<() => void>();
let cached: { raw: string | null; session: StaffSession | null } = { raw: null, session: null };

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The session as stored now (another tab may have rotated or ended it). */
export function currentStaffSession(): StaffSession | null {
  const raw = storage()?.getItem(STORAGE_KEY) ?? null;
  if (raw === cached.raw) return cached.session;
  let session: StaffSession | null = null;
  try {
    session = raw ? (JSON.parse(raw) as StaffSession) : null;
  } catch {
    session = null;
  }
  cached = { raw, session };
  return session;
}

function notify() {
  for (const listener of listeners) listener();
}

export function saveStaffSession(session: StaffSession): void {
  storage()?.setItem(STORAGE_KEY, JSON.stringify(session));
  notify();
}

/** Locks or unlocks the screen, keeping the session. */
export function setStaffScreenLocked(locked: boolean): void {
  const session = currentStaffSession();
  if (session) saveStaffSession({ ...session, locked });
}

export function clearStaffSession(): void {
  storage()?.removeItem(STORAGE_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  globalThis.addEventListener?.("storage", onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.("storage", onStorage);
  };
}

export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(subscribe, currentStaffSession, () => null);
}

/** The session as the API client reads and renews it. */
export const staffTokenSource: TokenSource = {
  tokens() {
    const session = currentStaffSession();
    return session ? { accessToken: session.accessToken, refreshToken: session.refreshToken } : null;
  },
  update(tokens) {
    const session = currentStaffSession();
    if (session) saveStaffSession({ ...session, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
  },
  expire: clearStaffSession,
};
