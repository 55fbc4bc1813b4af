import type { Currency } from "@forkful/contracts/constants";
import { MenuItemCard } from "./menu-item-card";
import type { MenuSection } from "./menu-sections";

export interface MenuSectionListProps {
  sections: readonly MenuSection[];
  currency: Currency;
  itemPath: (slug: string) => string;
}

/** Each category with its own items first, then its subcategories under their header and picture. */
export function MenuSectionList({ sections, currency, itemPath }: MenuSectionListProps) {
  return (
    <div className="space-y-10">
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="scroll-mt-28 md:scroll-mt-32 lg:scroll-mt-22"
        >
          <h2
            id={`${section.id}-title`}
            tabIndex={-1}
            className="text-xl font-extrabold tracking-tight text-stone-900 outline-none md:text-2xl"
          >
            {section.name}
            <span className="ml-2 text-sm font-medium text-stone-500">{section.itemCount}</span>
          </h2>
          {section.subsections.map((sub) => (
            <div key={sub.key} className="mt-4">
              {sub.name && (
                <div className="mb-3 flex items-center gap-3">
                  {sub.image && <img src={sub.image} alt="" className="h-12 w-12 rounded-xl bg-stone-100 object-cover" />}
                  <h3 className="text-base font-bold text-stone-800">{sub.name}</h3>
                </div>
              )}
              <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 2xl:grid-cols-3">
                {sub.items.map((item) => (
                  <li key={item.itemId}>
                    <MenuItemCard item={item} currency={currency} to={itemPath(item.slug)} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
