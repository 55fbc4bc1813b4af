import { useCallback, useEffect, useMemo } from "react";
import { useLocation } from "react-router";
import type { Session } from "../../../shared/hooks/use-session";
import { identify } from "../../../shared/lib/analytics";
import { deriveSessionKind } from "../stores/session-kind";
import { authStore } from "../stores/session-store";
import { signInSheetStore } from "../stores/sign-in-sheet-store";
import { useAuth } from "./use-auth";

/**
 * The session as the rest of the app sees it (shared/hooks/use-session), built from the auth store. Opening the
 * sign-in sheet remembers the page it was opened on (toLocationAfterAuth). A signed-in or guest-signed-in diner
 * with an id is passed to the analytics service (spec §6).
 */
export function useSessionValue(): Session {
  const user = useAuth((s) => s.user);
  const guestUser = useAuth((s) => s.guestUser);
  const hasPassword = useAuth((s) => s.hasPassword);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const kind = deriveSessionKind(user, guestUser);
  const customerId = kind === "guest" ? null : (user?.customerId ?? null);

  useEffect(() => {
    identify(customerId);
  }, [customerId]);

  const openSignIn = useCallback<Session["openSignIn"]>(
    ({ view = "mobile", reason } = {}) => {
      authStore.getState().setToLocationAfterAuth(here);
      signInSheetStore.getState().show(view, reason ?? null);
    },
    [here],
  );

  return useMemo(
    () => ({
      kind,
      customerId,
      name: user?.name || guestUser?.fullName || "",
      mobilePhone: user?.mobilePhone ?? guestUser?.mobile ?? null,
      email: user?.email ?? (guestUser?.email || null),
      hasPassword,
      guestUser,
      openSignIn,
      signOut: () => authStore.getState().signOut(),
      updateUser: (changes) => authStore.getState().updateUser(changes),
    }),
    [kind, customerId, user, guestUser, hasPassword, openSignIn],
  );
}
