import { useEffect } from "react";
import { type SignInPrefill, signInPrefill } from "../lib/sign-in-prefill";

/** Offers the details typed on this page to the sign-in sheet while the page shows them (null: none to offer). */
export function useSignInPrefill(prefill: SignInPrefill | null) {
  const fullName = prefill?.fullName ?? "";
  const mobilePhone = prefill?.mobilePhone ?? null;
  const offered = prefill !== null;
  useEffect(() => {
    signInPrefill.set(offered ? { fullName, mobilePhone } : null);
    return () => signInPrefill.set(null);
  }, [offered, fullName, mobilePhone]);
}
