import { STATION_TEXTS } from "@forkful/contracts/kitchen";
import type { StaffMenu } from "@forkful/contracts/menu-availability";
import { inputClasses } from "@forkful/ui/text-field";
import { useId } from "react";
import type { StationsDraft } from "../lib/stations-draft";

export interface DishRoutesProps {
  menu: StaffMenu;
  draft: StationsDraft;
  /** Routes a category or dish to a station ("" for none, or a dish back to its category); absent: read only. */
  onRoute?: (what: "categories" | "dishes", id: number, key: string) => void;
}

function StationSelect({
  label,
  value,
  blank,
  stations,
  onChange,
}: {
  label: string;
  value: string;
  blank: string;
  stations: StationsDraft["stations"];
  onChange: (key: string) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClasses(false, "h-11 w-52 shrink-0 text-sm md:w-72")}
      >
        <option value="">{blank}</option>
        {stations.map((s) => (
          <option key={s.key} value={s.key}>
            {s.name.trim() || s.key}
          </option>
        ))}
      </select>
    </>
  );
}

/** Where each category, and each dish in it, goes: a dish routed itself wins over its category. */
export function DishRoutes({ menu, draft, onRoute }: DishRoutesProps) {
  const nameOf = (key: string | undefined) => draft.stations.find((s) => s.key === key)?.name.trim() || STATION_TEXTS.noStation;
  return (
    <div className="flex flex-col gap-3">
      {menu.categories.map((category) => {
        const categoryKey = draft.categories[category.categoryId] ?? "";
        return (
          <section key={category.categoryId} aria-label={category.name} className="rounded-xl border border-stone-200 bg-white p-3">
            <div className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-200 pb-2">
              <h3 className="text-base font-bold text-stone-900">{category.name}</h3>
              {onRoute ? (
                <StationSelect
                  label={`Station for ${category.name}`}
                  value={categoryKey}
                  blank={STATION_TEXTS.noStation}
                  stations={draft.stations}
                  onChange={(key) => onRoute("categories", category.categoryId, key)}
                />
              ) : (
                <span className="text-sm font-semibold text-stone-800">{nameOf(categoryKey)}</span>
              )}
            </div>
            <ul className="divide-y divide-stone-100">
              {category.dishes.map((dish) => {
                const own = draft.dishes[dish.itemId] ?? "";
                return (
                  <li key={dish.itemId} className="flex min-h-12 items-center justify-between gap-2 py-1">
                    <span className="min-w-0 text-sm text-stone-900">{dish.name}</span>
                    {onRoute ? (
                      <StationSelect
                        label={`Station for ${dish.name}`}
                        value={own}
                        blank={`${STATION_TEXTS.asCategory} (${nameOf(categoryKey)})`}
                        stations={draft.stations}
                        onChange={(key) => onRoute("dishes", dish.itemId, key)}
                      />
                    ) : (
                      <span className="shrink-0 text-sm text-stone-700">{nameOf(own || categoryKey)}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
