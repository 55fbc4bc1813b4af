import { useCallback } from "react";
import { useLocation, useNavigate, useResolvedPath } from "react-router";

/** Link state of a page opened over the menu (item detail, info, explore): closing it goes back. */
export const OPENED_OVER_PARENT = { fromMenu: true } as const;

function openedOverParent(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { fromMenu?: unknown }).fromMenu === true;
}

/**
 * Closes a page shown over its parent route: back in history when it was opened from there (the parent keeps
 * its scroll position), otherwise to the parent route. `state` is handed to the parent (e.g. a section to show).
 */
export function useCloseOverlay(): (state?: Record<string, unknown>) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const parent = useResolvedPath("..").pathname;
  return useCallback(
    (state?: Record<string, unknown>) => {
      if (!state && openedOverParent(location.state)) navigate(-1);
      else navigate(parent, { replace: true, preventScrollReset: true, state });
    },
    [navigate, location.state, parent],
  );
}
