import type { MenuSection } from "./menu-sections";

export interface ExploreGridProps {
  sections: readonly MenuSection[];
  onSelect: (sectionId: string) => void;
}

/** The categories as a grid of tiles with a picture from each, to jump into the menu. */
export function ExploreGrid({ sections, onSelect }: ExploreGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 p-4 sm:grid-cols-3 md:p-6">
      {sections.map((section) => {
        const picture =
          section.subsections.flatMap((s) => s.items).find((i) => i.media)?.media?.url ?? section.subsections.find((s) => s.image)?.image;
        return (
          <li key={section.id}>
            <button
              type="button"
              onClick={() => onSelect(section.id)}
              className="group relative flex aspect-[4/3] w-full flex-col justify-end overflow-hidden rounded-2xl bg-brand/15 text-left shadow-sm"
            >
              {picture && (
                <img src={picture} alt="" className="absolute inset-0 h-full w-full object-cover transition group-hover:scale-105" />
              )}
              <span className="absolute inset-0 bg-gradient-to-t from-black/70 via-black/10 to-transparent" aria-hidden="true" />
              <span className="relative p-3 text-white">
                <span className="block text-base leading-tight font-bold">{section.name}</span>
                <span className="block text-xs opacity-90">
                  {section.itemCount} {section.itemCount === 1 ? "dish" : "dishes"}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
