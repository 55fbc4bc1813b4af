import { useCallback, useEffect, useMemo } from "react";
import { useLocation } from "react-router";
import { useScrollSpy } from "../../../shared/hooks/use-scroll-spy";
import type { MenuSection } from "../components/menu-sections";

function scrollToSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  section.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
  document.getElementById(`${id}-title`)?.focus({ preventScroll: true });
}

/**
 * The category in view (following the scroll) and a way to show one; a section asked for by a page that opened over
 * the menu (explore, in its link state `scrollTo`) is shown once the menu is.
 */
export function useSectionNav(sections: readonly MenuSection[]) {
  const spy = useScrollSpy(useMemo(() => sections.map((s) => s.id), [sections]));
  const { select } = spy;
  const showSection = useCallback(
    (id: string) => {
      select(id);
      scrollToSection(id);
    },
    [select],
  );

  const location = useLocation();
  const wanted = (location.state as { scrollTo?: unknown } | null)?.scrollTo;
  useEffect(() => {
    if (typeof wanted === "string" && sections.length > 0) requestAnimationFrame(() => showSection(wanted));
  }, [wanted, sections.length, showSection]);

  return { current: spy.current, showSection };
}
