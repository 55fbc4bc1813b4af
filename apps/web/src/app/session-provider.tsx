import { useQueryClient } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useRef } from "react";
import { useSessionValue } from "../features/auth/hooks/use-session-value";
import { authStore, followOtherTabs, sessionAccessOf } from "../features/auth/stores/session-store";
import { useSignInSheet } from "../features/auth/stores/sign-in-sheet-store";
import { accountQueryKey } from "../shared/api/query-keys";
import { provideSessionAccess } from "../shared/api/session-access";
import { SessionContext } from "../shared/hooks/use-session";

// The API client reaches the session through the shared interface from the start.
provideSessionAccess(sessionAccessOf(authStore));

/** The sheet's forms load the first time it opens. */
const SignInSheet = lazy(() => import("../features/auth/components/sign-in-sheet").then((m) => ({ default: m.SignInSheet })));

/**
 * Gives every feature the diner's session (shared/hooks/use-session) and renders the sign-in sheet. When the diner
 * changes (sign-in, sign-out, expiry, another tab), the previous diner's account data leaves the query cache.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useSessionValue();
  const queryClient = useQueryClient();
  const sheetOpen = useSignInSheet((s) => s.open);
  const previous = useRef(session.customerId);

  useEffect(() => followOtherTabs(authStore), []);

  useEffect(() => {
    if (previous.current === session.customerId) return;
    if (previous.current) queryClient.removeQueries({ queryKey: accountQueryKey(previous.current) });
    previous.current = session.customerId;
  }, [session.customerId, queryClient]);

  return (
    <SessionContext value={session}>
      {children}
      {sheetOpen && (
        <Suspense fallback={null}>
          <SignInSheet />
        </Suspense>
      )}
    </SessionContext>
  );
}
