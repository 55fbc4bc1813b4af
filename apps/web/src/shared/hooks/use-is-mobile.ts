import { MOBILE_BREAKPOINT_PX } from "@forkful/contracts/constants";
import { useSyncExternalStore } from "react";

/** Mobile means a window width of 768 px or less (spec §2, §9). */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_BREAKPOINT_PX;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isMobileWidth(window.innerWidth),
    () => false,
  );
}
