import { GEOCODE_DEBOUNCE_MS, GEOCODE_LIMITS, GEOCODE_TEXTS, type Place } from "@forkful/contracts/geocoding";
import type { Ref } from "react";
import { useDebouncedValue } from "../../../shared/hooks/use-debounced-value";
import { usePlaceSearch } from "../api/search-places";
import { PlaceSuggestBox } from "./place-suggest-box";

export interface PlaceSearchFieldProps {
  value: string;
  onChange: (text: string) => void;
  onChoose: (place: Place) => void;
  /** Places near here are suggested first (the restaurant). */
  near: { lat: number; lng: number } | null;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
}

/** The street field: what the diner types is looked up once they pause (GEOCODE_DEBOUNCE_MS). */
export function PlaceSearchField({ value, onChange, onChoose, near, error, inputRef }: PlaceSearchFieldProps) {
  const typed = useDebouncedValue(value.trim(), GEOCODE_DEBOUNCE_MS);
  const search = usePlaceSearch({ q: typed, near });
  const asked = typed.length >= GEOCODE_LIMITS.minQuery;
  const places = asked ? (search.data?.places ?? []) : [];
  const status = !asked
    ? null
    : search.isError
      ? GEOCODE_TEXTS.unavailable
      : search.isSuccess && !search.isPlaceholderData && places.length === 0
        ? GEOCODE_TEXTS.nothingFound
        : null;
  return (
    <PlaceSuggestBox
      label="Street address"
      placeholder="Start typing: street and number, or a place"
      value={value}
      onChange={onChange}
      places={places}
      status={status}
      onChoose={onChoose}
      error={error}
      inputRef={inputRef}
    />
  );
}
