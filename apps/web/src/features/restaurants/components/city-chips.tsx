import type { FindMerchantAnswer } from "@forkful/contracts/merchants";
import { cn } from "@forkful/ui/cn";
import { Link } from "react-router";

export interface CityChipsProps {
  cities: FindMerchantAnswer["cities"];
  /** The city of the current route, if any. */
  selected?: string;
}

const chip = "inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition";
const on = "border-brand bg-brand text-on-brand";
const off = "border-stone-300 bg-white text-stone-700 hover:border-stone-400 hover:bg-stone-50";

/** Cities with restaurants, as links to /restaurants/city/{cityName}. */
export function CityChips({ cities, selected }: CityChipsProps) {
  const isSelected = (name: string) => selected?.toLowerCase() === name.toLowerCase();
  return (
    <nav aria-label="Cities" className="-mx-4 overflow-x-auto px-4 pb-1 [scrollbar-width:none]">
      <ul className="flex gap-2">
        <li>
          <Link to="/" aria-current={selected ? undefined : "page"} className={cn(chip, selected ? off : on)}>
            All cities
          </Link>
        </li>
        {cities.map((city) => (
          <li key={`${city.name}-${city.country}`}>
            <Link
              to={`/restaurants/city/${encodeURIComponent(city.name)}`}
              aria-current={isSelected(city.name) ? "page" : undefined}
              className={cn(chip, isSelected(city.name) ? on : off)}
            >
              {city.name}
              <span className={cn("text-xs", isSelected(city.name) ? "opacity-80" : "text-stone-500")}>{city.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
