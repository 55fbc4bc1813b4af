import { type RefObject, useEffect, useRef } from "react";

/**
 * Focuses the element once it is mounted, when asked (the first field of a form step). The element also carries
 * data-autofocus, so a dialog that opens around it (ui/sheet) can focus it once it is shown.
 */
export function useAutoFocus<T extends HTMLElement>(enabled: boolean | undefined): RefObject<T | null> {
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount, like the autofocus attribute
  useEffect(() => {
    if (enabled) ref.current?.focus({ preventScroll: true });
  }, []);
  return ref;
}
