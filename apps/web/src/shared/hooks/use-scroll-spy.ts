import { useCallback, useEffect, useRef, useState } from "react";

export interface ScrollSpy {
  /** The id of the section under the reading line, just below the sticky bars. */
  current: string | null;
  /** Marks a section current right away (a click that scrolls to it), until that scroll ends. */
  select: (id: string) => void;
}

const SELECT_LOCK_MS = 1500;

/**
 * Follows scrolling with an IntersectionObserver watching a one-pixel reading line placed a little below the
 * sections' scroll-margin-top (the height of the sticky bars above them), so the section a jump lands on is the
 * current one. Between two sections the previous answer stands.
 */
export function useScrollSpy(ids: readonly string[]): ScrollSpy {
  const [current, setCurrent] = useState<string | null>(ids[0] ?? null);
  const [viewportHeight, setViewportHeight] = useState(() => (typeof window === "undefined" ? 0 : window.innerHeight));
  const lockedUntil = useRef(0);
  const key = ids.join("|");

  useEffect(() => {
    const onResize = () => setViewportHeight(window.innerHeight);
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);

  useEffect(() => {
    const sectionIds = key ? key.split("|") : [];
    setCurrent((previous) => (previous && sectionIds.includes(previous) ? previous : (sectionIds[0] ?? null)));
    const elements = sectionIds.map((id) => document.getElementById(id)).filter((e): e is HTMLElement => e !== null);
    const first = elements[0];
    if (!first || typeof IntersectionObserver === "undefined") return;
    const line = Math.round((Number.parseFloat(getComputedStyle(first).scrollMarginTop) || 0) + 8);
    const observer = new IntersectionObserver(
      (entries) => {
        if (Date.now() < lockedUntil.current) return;
        const crossing = entries.filter((entry) => entry.isIntersecting).pop();
        if (crossing) setCurrent(crossing.target.id);
      },
      { rootMargin: `-${line}px 0px -${Math.max(0, viewportHeight - line - 1)}px 0px`, threshold: 0 },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [key, viewportHeight]);

  useEffect(() => {
    const unlock = () => {
      lockedUntil.current = 0;
    };
    window.addEventListener("scrollend", unlock);
    return () => window.removeEventListener("scrollend", unlock);
  }, []);

  const select = useCallback((id: string) => {
    lockedUntil.current = Date.now() + SELECT_LOCK_MS;
    setCurrent(id);
  }, []);

  return { current, select };
}
