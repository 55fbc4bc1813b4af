import { cn } from "@forkful/ui/cn";
import { useEffect, useRef } from "react";
import type { MenuSection } from "./menu-sections";

export interface CategoryNavProps {
  sections: readonly MenuSection[];
  current: string | null;
  onSelect: (sectionId: string) => void;
}

/**
 * The categories, following the scroll: a sticky horizontal bar on small screens, a sticky side list on wide
 * ones. The current category is marked; choosing one scrolls to it.
 */
export function CategoryNav({ sections, current, onSelect }: CategoryNavProps) {
  const listRef = useRef<HTMLUListElement>(null);

  // Keep the current chip in view in the horizontal bar without moving the page.
  useEffect(() => {
    const list = listRef.current;
    const active = current ? list?.querySelector<HTMLElement>(`[data-section="${current}"]`) : null;
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    const left = active.offsetLeft - list.clientWidth / 2 + active.offsetWidth / 2;
    list.scrollTo?.({ left, behavior: "smooth" });
  }, [current]);

  return (
    <nav aria-label="Menu categories">
      <ul
        ref={listRef}
        className="flex gap-2 overflow-x-auto px-4 py-2 [scrollbar-width:none] lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0 lg:py-0"
      >
        {sections.map((section) => {
          const active = section.id === current;
          return (
            <li key={section.id} data-section={section.id} className="shrink-0">
              <button
                type="button"
                aria-current={active ? "true" : undefined}
                onClick={() => onSelect(section.id)}
                className={cn(
                  "flex h-9 items-center gap-2 rounded-full px-3.5 text-sm font-medium whitespace-nowrap transition lg:h-10 lg:w-full lg:justify-between lg:rounded-lg lg:px-3",
                  active
                    ? "bg-brand text-on-brand lg:bg-brand/10 lg:font-semibold lg:text-stone-900 lg:shadow-[inset_3px_0_0_var(--brand)]"
                    : "bg-stone-100 text-stone-700 hover:bg-stone-200 lg:bg-transparent lg:hover:bg-stone-100",
                )}
              >
                <span className="truncate">{section.name}</span>
                <span className={cn("hidden text-xs lg:inline", active ? "text-stone-700" : "text-stone-500")}>{section.itemCount}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
