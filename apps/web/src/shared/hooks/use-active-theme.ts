import type { Theme } from "@forkful/contracts/merchants";
import { useEffect, useSyncExternalStore } from "react";

/**
 * The theme of the restaurant on screen, for what is drawn outside its page (the sign-in sheet, opened from the
 * app shell): the restaurant layout provides it while it is mounted.
 */
let active: Theme | null = null;
const listeners = new Set<() => void>();

function setActive(theme: Theme | null) {
  active = theme;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useProvideActiveTheme(theme: Theme | null | undefined): void {
  useEffect(() => {
    setActive(theme ?? null);
    return () => setActive(null);
  }, [theme]);
}

export function useActiveTheme(): Theme | null {
  return useSyncExternalStore(
    subscribe,
    () => active,
    () => null,
  );
}
