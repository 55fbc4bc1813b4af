import { type MouseEvent, useCallback, useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Focus goes back to what opened a page over the menu (a dish's card, Explore, Info) once that page closes, as a
 * dialog's focus would, instead of landing on the page's body. `onClickCapture` goes on the menu's outermost element.
 */
export function useReturnFocus(menuPath: string) {
  const opener = useRef<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const overMenu = pathname.replace(/\/$/, "") !== menuPath.replace(/\/$/, "");
  const wasOver = useRef(overMenu);

  useEffect(() => {
    if (wasOver.current && !overMenu && opener.current?.isConnected) opener.current.focus({ preventScroll: true });
    wasOver.current = overMenu;
  }, [overMenu]);

  return useCallback((event: MouseEvent) => {
    const link = (event.target as HTMLElement).closest<HTMLElement>("a[href]");
    if (link) opener.current = link;
  }, []);
}
