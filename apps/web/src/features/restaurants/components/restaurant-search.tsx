import { useEffect, useId, useState } from "react";
import { useDebouncedValue } from "../../../shared/hooks/use-debounced-value";
import { SearchIcon } from "../../../shared/ui/icons";

export interface RestaurantSearchProps {
  value: string;
  onSearch: (text: string) => void;
}

/** A search box that reports its text once typing pauses. */
export function RestaurantSearch({ value, onSearch }: RestaurantSearchProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, 300);
  useEffect(() => {
    if (debounced.trim() !== value) onSearch(debounced.trim());
  }, [debounced, value, onSearch]);

  return (
    <search className="relative flex-1">
      <label htmlFor={id} className="sr-only">
        Search restaurants or cuisines
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-stone-500" />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search restaurants or cuisines"
        maxLength={80}
        className="h-12 w-full rounded-xl border border-stone-300 bg-white pr-4 pl-11 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
      />
    </search>
  );
}
