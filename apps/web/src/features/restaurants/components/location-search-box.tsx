import { cn } from "@forkful/ui/cn";
import { DishIcon, MapPinIcon, SearchIcon } from "@forkful/ui/icons";
import { inputClasses } from "@forkful/ui/text-field";
import { useId } from "react";
import { ComboboxChoice, ComboboxChoices, ComboboxField, ComboboxRoot } from "../../../shared/ui/combobox";

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
  return (
    <ComboboxRoot value={value} onChange={onChange} open={options.length > 0} choices={options}>
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800">
          {label}
        </label>
        <div className="relative">
          <SearchIcon size={18} className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-stone-500" />
          <ComboboxField
            id={id}
            type="search"
            // The page exists to type into this field.
            autoFocus
            placeholder="City, street, landmark or restaurant"
            className={inputClasses(false, "h-12 w-full pl-10")}
          />
        </div>
        <p className="mt-2 min-h-5 text-sm text-stone-600" role="status">
          {status}
        </p>
        <ComboboxChoices
          label={`${label}: results`}
          className="mt-1 divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
        >
          {options.map((option, index) => (
            <ComboboxChoice
              key={option.id}
              index={index}
              onChoose={() => onChoose(option)}
              className={(active) => cn("flex cursor-pointer items-center gap-3 px-4 py-3", active ? "bg-brand/10" : "hover:bg-stone-50")}
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
            </ComboboxChoice>
          ))}
        </ComboboxChoices>
      </div>
    </ComboboxRoot>
  );
}
