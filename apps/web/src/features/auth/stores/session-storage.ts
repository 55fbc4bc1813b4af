/**
 * The session in local storage (the keys of spec §3) and the restore rules of §4: a session comes back from the
 * stored user id and tokens; a guest from the stored guest name, mobile and email (adultSize and kidzSize 0); the
 * stored user details come back when they have a customerId, and are removed when the first name, the customer id
 * or the stored user id is missing.
 */
import type { AuthTokens } from "@forkful/contracts/auth";
import { z } from "zod";
import type { GuestUser } from "../../../shared/hooks/use-session";
import { STORAGE_KEYS } from "../../../shared/lib/storage-keys";
import type { SessionUser } from "./session-kind";

/** The customer's local profile (spec §3: firstName, customerId) with the details the header and profile show. */
const storedDetailsSchema = z.object({
  firstName: z.string().optional(),
  customerId: z.string().optional(),
  fullName: z.string().optional(),
  mobilePhone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  hasPassword: z.boolean().optional(),
});
export type StoredUserDetails = z.infer<typeof storedDetailsSchema>;

export interface StoredSession {
  user: SessionUser | null;
  guestUser: GuestUser | null;
  hasPassword: boolean | null;
}

export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? "";

function readDetails(storage: Storage): StoredUserDetails | null {
  const text = storage.getItem(STORAGE_KEYS.userDetails);
  if (!text) return null;
  try {
    const parsed = storedDetailsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function readStoredSession(storage: Storage): StoredSession {
  const userId = storage.getItem(STORAGE_KEYS.userId);
  const accessToken = storage.getItem(STORAGE_KEYS.accessToken);
  const refreshToken = storage.getItem(STORAGE_KEYS.refreshToken);

  let details = readDetails(storage);
  if (details && (!details.firstName || !details.customerId || !userId || details.customerId !== userId)) {
    storage.removeItem(STORAGE_KEYS.userDetails);
    details = null;
  }

  const user: SessionUser | null =
    userId && accessToken && refreshToken
      ? {
          customerId: userId,
          accessToken,
          refreshToken,
          name: details?.fullName ?? details?.firstName ?? "",
          mobilePhone: details?.mobilePhone ?? null,
          email: details?.email ?? null,
        }
      : null;

  const guestName = storage.getItem(STORAGE_KEYS.guestUserName);
  const guestMobile = storage.getItem(STORAGE_KEYS.guestMobileNumber);
  const guestUser: GuestUser | null =
    guestName && guestMobile
      ? { fullName: guestName, mobile: guestMobile, email: storage.getItem(STORAGE_KEYS.guestEmail) ?? "", adultSize: 0, kidzSize: 0 }
      : null;

  return { user, guestUser, hasPassword: user ? (details?.hasPassword ?? null) : null };
}

export function writeUser(storage: Storage, user: SessionUser, hasPassword: boolean | null): void {
  if (!user.customerId) return;
  storage.setItem(STORAGE_KEYS.userId, user.customerId);
  if (user.accessToken) storage.setItem(STORAGE_KEYS.accessToken, user.accessToken);
  if (user.refreshToken) storage.setItem(STORAGE_KEYS.refreshToken, user.refreshToken);
  const details: StoredUserDetails = {
    firstName: firstNameOf(user.name),
    customerId: user.customerId,
    fullName: user.name,
    mobilePhone: user.mobilePhone,
    email: user.email,
    ...(hasPassword === null ? {} : { hasPassword }),
  };
  storage.setItem(STORAGE_KEYS.userDetails, JSON.stringify(details));
}

export function writeTokens(storage: Storage, tokens: Pick<AuthTokens, "accessToken" | "refreshToken">): void {
  storage.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
  storage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
}

export function writeGuest(storage: Storage, guest: GuestUser | null): void {
  if (!guest) {
    storage.removeItem(STORAGE_KEYS.guestUserName);
    storage.removeItem(STORAGE_KEYS.guestMobileNumber);
    storage.removeItem(STORAGE_KEYS.guestEmail);
    return;
  }
  storage.setItem(STORAGE_KEYS.guestUserName, guest.fullName);
  storage.setItem(STORAGE_KEYS.guestMobileNumber, guest.mobile);
  if (guest.email) storage.setItem(STORAGE_KEYS.guestEmail, guest.email);
  else storage.removeItem(STORAGE_KEYS.guestEmail);
}

/** The tokens as stored now: another tab may have rotated them since this one read them. */
export function readStoredTokens(storage: Storage): { accessToken: string; refreshToken: string } | null {
  const accessToken = storage.getItem(STORAGE_KEYS.accessToken);
  const refreshToken = storage.getItem(STORAGE_KEYS.refreshToken);
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}

/** Keys whose change in another tab means the session changed there. */
export const SESSION_KEYS: readonly string[] = [
  STORAGE_KEYS.userId,
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.userDetails,
  STORAGE_KEYS.guestUserName,
  STORAGE_KEYS.guestMobileNumber,
  STORAGE_KEYS.guestEmail,
];
