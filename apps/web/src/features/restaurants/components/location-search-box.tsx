import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { cn } from "../../../shared/lib/cn";
import { DishIcon, MapPinIcon, SearchIcon } from "../../../shared/ui/icons";
import { inputClasses } from "../../../shared/ui/text-field";

export interface SearchOption {
  id: string;
  kind: "place" | "restaurant";
  title: string;
  detail: string;
}

export interface LocationSearchBoxProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  options: readonly SearchOption[];
  /** A line under the field: too short, searching, nothing found, failed. */
  status: string | null;
  onChoose: (option: SearchOption) => void;
}

/**
 * The location search (the ARIA combobox pattern, its results always in view below the field): ArrowDown and ArrowUp
 * move through the places and restaurants, Enter chooses, a click chooses too.
 */
export function LocationSearchBox({ label, value, onChange, options, status, onChoose }: LocationSearchBoxProps) {
  const id = useId();
  const listId = `${id}-results`;
  const [active, setActive] = useState(-1);
  // New results: nothing is active until the diner arrows again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the options themselves change
  useEffect(() => setActive(-1), [options]);
  const current = active < options.length ? active : -1;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && options.length > 0) {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((at) =>
        at < 0 || at >= options.length ? (step === 1 ? 0 : options.length - 1) : (at + step + options.length) % options.length,
      );
    } else if (event.key === "Enter" && current >= 0) {
      event.preventDefault();
      onChoose(options[current]!);
    }
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <div className="relative">
        <SearchIcon size={18} className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-stone-500" />
        <input
          id={id}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-activedescendant={current >= 0 ? `${listId}-${current}` : undefined}
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the page exists to type into this field
          autoFocus
          placeholder="City, street, landmark or restaurant"
          value={value}
          className={inputClasses(false, "h-12 w-full pl-10")}
          onChange={(event) => {
            onChange(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <p className="mt-2 min-h-5 text-sm text-stone-600" role="status">
        {status}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={`${label}: results`}
        hidden={options.length === 0}
        className="mt-1 divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
      >
        {options.map((option, index) => (
          <div
            key={option.id}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === current}
            className={cn("flex cursor-pointer items-center gap-3 px-4 py-3", index === current ? "bg-brand/10" : "hover:bg-stone-50")}
            onClick={() => onChoose(option)}
            onKeyDown={undefined}
          >
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand">
              {option.kind === "place" ? <MapPinIcon size={18} /> : <DishIcon size={18} />}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-stone-900">{option.title}</span>
              <span className="block truncate text-xs text-stone-600">{option.detail}</span>
            </span>
            <span className="sr-only shrink-0 text-xs font-medium text-stone-500 sm:not-sr-only">
              {option.kind === "place" ? "Place" : "Restaurant"}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
