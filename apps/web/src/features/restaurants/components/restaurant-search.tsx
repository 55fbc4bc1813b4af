import { useEffect, useState } from "react";
import { useDebouncedValue } from "../../../shared/hooks/use-debounced-value";
import { SearchField } from "../../../shared/ui/search-field";

export interface RestaurantSearchProps {
  value: string;
  onSearch: (text: string) => void;
}

/** A search box that reports its text once typing pauses. */
export function RestaurantSearch({ value, onSearch }: RestaurantSearchProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, 300);
  useEffect(() => {
    if (debounced.trim() !== value) onSearch(debounced.trim());
  }, [debounced, value, onSearch]);

  return (
    <SearchField
      label="Search restaurants or cuisines"
      placeholder="Search restaurants or cuisines"
      value={text}
      onChange={setText}
      size="lg"
    />
  );
}
