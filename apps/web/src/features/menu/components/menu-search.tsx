import { useId } from "react";
import { CloseIcon, SearchIcon } from "../../../shared/ui/icons";

export interface MenuSearchProps {
  value: string;
  onChange: (value: string) => void;
}

export function MenuSearch({ value, onChange }: MenuSearchProps) {
  const id = useId();
  return (
    <search className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        Search the menu
      </label>
      <SearchIcon size={18} className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-stone-500" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search dishes"
        maxLength={80}
        className="h-11 w-full rounded-xl border border-stone-300 bg-white pr-10 pl-10 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => onChange("")}
          className="absolute top-1/2 right-1.5 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100"
        >
          <CloseIcon size={16} />
        </button>
      )}
    </search>
  );
}
