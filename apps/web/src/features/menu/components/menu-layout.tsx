import { MESSAGES } from "@forkful/contracts/messages";
import { Button } from "@forkful/ui/button";
import { cn } from "@forkful/ui/cn";
import { EmptyState } from "@forkful/ui/empty-state";
import type { ReactNode } from "react";
import { CategoryNav } from "./category-nav";
import type { MenuSection } from "./menu-sections";

export interface MenuLayoutProps {
  sections: readonly MenuSection[];
  /** The category in view. */
  current: string | null;
  onSelect: (sectionId: string) => void;
  onClear: () => void;
  /** The dishes, shown while some match. */
  list: ReactNode;
  /** The cart panel, a third column on a wide screen. */
  cart?: ReactNode;
}

/**
 * The menu's columns: the categories (a sticky bar on a phone, a side list on a wide screen), the dishes, and the cart
 * beside them from 1024 px; with nothing matching, a way to clear the search and filters.
 */
export function MenuLayout({ sections, current, onSelect, onClear, list, cart }: MenuLayoutProps) {
  return (
    <div
      className={cn(
        "mx-auto max-w-7xl lg:grid lg:gap-8 lg:px-4",
        cart ? "lg:grid-cols-[200px_minmax(0,1fr)_340px]" : "lg:grid-cols-[220px_minmax(0,1fr)]",
      )}
    >
      <div
        hidden={sections.length === 0}
        className="sticky top-14 z-20 mt-4 border-y border-stone-200 bg-stone-50/95 backdrop-blur md:top-16 lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:pt-2"
      >
        <CategoryNav sections={sections} current={current} onSelect={onSelect} />
      </div>
      <main className="px-4 pt-5 pb-24 lg:px-0" aria-label="Menu">
        {sections.length === 0 ? (
          <EmptyState
            title={MESSAGES.noMenuItems}
            body={MESSAGES.noMenuItemsHint}
            action={
              <Button variant="secondary" onClick={onClear}>
                Clear search and filters
              </Button>
            }
          />
        ) : (
          list
        )}
      </main>
      {cart && <div className="lg:mt-4">{cart}</div>}
    </div>
  );
}
