import { toE164 } from "@forkful/contracts/phone";
import type { GuestUser } from "../../../shared/hooks/use-session";
import { type SignInPrefill, signInPrefill } from "../../../shared/lib/sign-in-prefill";

/** The details the sign-in sheet starts from. */
export interface SignInStart extends SignInPrefill {
  email: string;
}

/**
 * What the sign-in sheet starts from: the details typed on the page it opens over (the checkout's), else those the
 * guest gave with an order (the session's guest name, number and email, the spec's guest keys), so a guest who
 * ordered is not asked for them again. Nothing is stored for it.
 */
export function signInStart(guest: GuestUser | null): SignInStart | null {
  const typed = signInPrefill.get();
  if (typed) return { ...typed, email: "" };
  if (!guest) return null;
  return { fullName: guest.fullName, mobilePhone: guest.mobile ? toE164(guest.mobile) : null, email: guest.email };
}
