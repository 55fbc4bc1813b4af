import type { Currency } from "@forkful/contracts/constants";
import type { MenuItem } from "@forkful/contracts/menu";
import { cn } from "@forkful/ui/cn";
import type { ReactNode } from "react";
import { MenuItemCard } from "./menu-item-card";
import type { MenuSection } from "./menu-sections";
import { POPULAR_SECTION_ID } from "./popular-section";

export interface MenuSectionListProps {
  sections: readonly MenuSection[];
  currency: Currency;
  itemPath: (slug: string) => string;
  onQuickAdd?: (item: MenuItem) => Promise<boolean> | boolean;
  /** On each card (the favourite heart, composed by the app). */
  itemAction?: (item: MenuItem) => ReactNode;
}

/**
 * Each category with its own items first, then its subcategories under their header and picture. The Popular dishes,
 * when there are, come first, in a row that scrolls sideways on a phone.
 */
export function MenuSectionList({ sections, currency, itemPath, onQuickAdd, itemAction }: MenuSectionListProps) {
  const firstItemId = sections[0]?.subsections[0]?.items[0]?.itemId;
  return (
    <div className="space-y-10">
      {sections.map((section) => {
        const popular = section.id === POPULAR_SECTION_ID;
        return (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-28 [contain-intrinsic-size:auto_40rem] [content-visibility:auto] md:scroll-mt-32 lg:scroll-mt-22"
          >
            {/* The subtitle is its own element: a screen reader reads the heading as the section's name alone. */}
            <div className="flex flex-wrap items-baseline gap-x-2">
              <h2
                id={`${section.id}-title`}
                tabIndex={-1}
                className="text-xl font-extrabold tracking-tight text-stone-900 outline-none md:text-2xl"
              >
                {section.name}
              </h2>
              <p className="text-sm font-medium text-stone-500">
                {popular ? (
                  "Most ordered lately"
                ) : (
                  <>
                    {section.itemCount}
                    <span className="sr-only">{section.itemCount === 1 ? " dish" : " dishes"}</span>
                  </>
                )}
              </p>
            </div>
            {section.subsections.map((sub) => (
              <div key={sub.key} className="mt-4">
                {sub.name && (
                  <div className="mb-3 flex items-center gap-3">
                    {sub.image && <img src={sub.image} alt="" className="h-12 w-12 rounded-xl bg-stone-100 object-cover" />}
                    <h3 className="text-base font-bold text-stone-800">{sub.name}</h3>
                  </div>
                )}
                <ul
                  className={cn(
                    "grid gap-3",
                    popular
                      ? "-mx-4 auto-cols-[85%] grid-flow-col overflow-x-auto px-4 pb-2 [scrollbar-width:none] sm:auto-cols-[45%] md:mx-0 md:grid-flow-row md:grid-cols-2 md:overflow-visible md:px-0 2xl:grid-cols-3"
                      : "grid-cols-1 md:grid-cols-2 2xl:grid-cols-3",
                  )}
                >
                  {sub.items.map((item) => (
                    <li key={item.itemId} className={popular ? "snap-start" : undefined}>
                      <MenuItemCard
                        item={item}
                        currency={currency}
                        to={itemPath(item.slug)}
                        headingLevel={sub.name ? 4 : 3}
                        priority={section === sections[0] && item.itemId === firstItemId}
                        onQuickAdd={onQuickAdd}
                        action={itemAction?.(item)}
                      />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        );
      })}
    </div>
  );
}
