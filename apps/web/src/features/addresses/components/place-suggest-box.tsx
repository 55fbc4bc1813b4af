import type { Place } from "@forkful/contracts/geocoding";
import { cn } from "@forkful/ui/cn";
import { inputClasses } from "@forkful/ui/text-field";
import { type Ref, useId, useState } from "react";
import { ComboboxChoice, ComboboxChoices, ComboboxField, ComboboxRoot } from "../../../shared/ui/combobox";

export interface PlaceSuggestBoxProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** The places matching the text (already asked for); shown while the list is open. */
  places: readonly Place[];
  /** A line under the field when there is nothing to choose ("No place matches…", "not available"). */
  status: string | null;
  onChoose: (place: Place) => void;
  error?: string | null;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A text field that suggests places (the ARIA combobox pattern): the list opens as the diner types; ArrowDown and
 * ArrowUp move through it, Enter chooses, Escape closes it; a click chooses too.
 */
export function PlaceSuggestBox({ label, value, onChange, places, status, onChoose, error, placeholder, inputRef }: PlaceSuggestBoxProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const [open, setOpen] = useState(false);
  const shown = open && places.length > 0;
  const note = error ?? (open ? status : null);

  const choose = (place: Place) => {
    setOpen(false);
    onChoose(place);
  };

  return (
    <ComboboxRoot value={value} onChange={onChange} open={shown} onOpenChange={setOpen} choices={places}>
      <div className="relative">
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800">
          {label}
        </label>
        <ComboboxField
          inputRef={inputRef}
          id={id}
          type="text"
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          placeholder={placeholder}
          className={inputClasses(Boolean(error), "h-12 w-full")}
          onChange={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <ComboboxChoices
          label={`${label}: suggestions`}
          className="absolute inset-x-0 top-full z-[1100] mt-1 max-h-72 overflow-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
        >
          {places.map((place, index) => (
            <ComboboxChoice
              key={`${place.label}-${place.lat}-${place.lng}`}
              index={index}
              onChoose={() => choose(place)}
              // Chosen on mousedown: the input's blur (which closes the list) comes before a click would.
              chooseOnPress
              className={(active) =>
                cn("cursor-pointer px-3.5 py-2.5 text-sm text-stone-800", active ? "bg-brand/10" : "hover:bg-stone-50")
              }
            >
              <span className="block font-semibold text-stone-900">{place.addressLine1}</span>
              <span className="block text-xs text-stone-600">{place.label}</span>
            </ComboboxChoice>
          ))}
        </ComboboxChoices>
        {note && (
          <p
            id={noteId}
            className={cn("mt-1.5 text-sm", error ? "font-medium text-red-700" : "text-stone-600")}
            role={error ? "alert" : "status"}
          >
            {note}
          </p>
        )}
      </div>
    </ComboboxRoot>
  );
}
