import { useEffect } from "react";

const preventDefault = (event: Event) => event.preventDefault();

/** The right-click context menu is disabled across the app (spec §2 "Other behaviour"). */
export function useDisableContextMenu(): void {
  useEffect(() => {
    document.addEventListener("contextmenu", preventDefault);
    return () => document.removeEventListener("contextmenu", preventDefault);
  }, []);
}
