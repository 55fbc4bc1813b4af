import type { Place } from "@forkful/contracts/geocoding";
import { type KeyboardEvent, type Ref, useId, useState } from "react";
import { assignRef } from "../../../shared/lib/assign-ref";
import { cn } from "../../../shared/lib/cn";
import { inputClasses } from "../../../shared/ui/text-field";

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
  const listId = `${id}-places`;
  const noteId = `${id}-note`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = open && places.length > 0;
  const note = error ?? (open ? status : null);

  const choose = (place: Place) => {
    setOpen(false);
    setActive(-1);
    onChoose(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (places.length === 0) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setOpen(true);
      setActive((current) => (shown ? (current + step + places.length) % places.length : step === 1 ? 0 : places.length - 1));
    } else if (event.key === "Enter" && shown && active >= 0) {
      event.preventDefault();
      choose(places[active]!);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <input
        ref={(element) => assignRef(inputRef, element)}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        className={inputClasses(Boolean(error), "h-12 w-full")}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={`${label}: suggestions`}
        hidden={!shown}
        className="absolute inset-x-0 top-full z-[1100] mt-1 max-h-72 overflow-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
      >
        {places.map((place, index) => (
          <div
            key={`${place.label}-${place.lat}-${place.lng}`}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={cn("cursor-pointer px-3.5 py-2.5 text-sm text-stone-800", index === active ? "bg-brand/10" : "hover:bg-stone-50")}
            // Chosen on mousedown: the input's blur (which closes the list) comes before a click would.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(place);
            }}
          >
            <span className="block font-semibold text-stone-900">{place.addressLine1}</span>
            <span className="block text-xs text-stone-600">{place.label}</span>
          </div>
        ))}
      </div>
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
  );
}
