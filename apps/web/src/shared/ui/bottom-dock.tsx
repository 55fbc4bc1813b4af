import { type ReactNode, useLayoutEffect, useRef } from "react";

/** The CSS variable that holds the dock's height while one is on screen (0 when none, or hidden at this width). */
const BOTTOM_DOCK_HEIGHT = "--bottom-dock";

/**
 * What stays at the bottom of a page (a cart bar, a Place order button): full width above a soft fade on mobile,
 * a floating card at the bottom right on wider screens. Hidden when printing.
 *
 * Its height is measured into --bottom-dock, which the page's scroll padding (styles.css) and a page's bottom padding
 * read, so what the page scrolls or focuses into view stops above the dock, and its last content can always be
 * scrolled clear of it. Only the dock's own controls take taps: the fade above them lets taps through.
 */
export function BottomDock({ children, desktop = "float" }: { children: ReactNode; desktop?: "float" | "hidden" }) {
  const dock = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = dock.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement.style;
    const measure = () => root.setProperty(BOTTOM_DOCK_HEIGHT, `${element.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(BOTTOM_DOCK_HEIGHT);
    };
  }, []);
  return (
    <div
      ref={dock}
      className={
        desktop === "hidden"
          ? "pointer-events-none fixed inset-x-0 bottom-0 z-40 space-y-2 bg-gradient-to-t from-stone-50 from-60% to-transparent px-3 pt-6 pb-[max(0.75rem,env(safe-area-inset-bottom))] *:pointer-events-auto md:hidden print:hidden"
          : "pointer-events-none fixed inset-x-0 bottom-0 z-40 space-y-2 bg-gradient-to-t from-stone-50 from-60% to-transparent px-3 pt-6 pb-[max(0.75rem,env(safe-area-inset-bottom))] *:pointer-events-auto md:inset-x-auto md:right-6 md:bottom-6 md:w-96 md:bg-none md:p-0 print:hidden"
      }
    >
      {children}
    </div>
  );
}
