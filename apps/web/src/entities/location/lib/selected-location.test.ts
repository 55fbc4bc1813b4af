import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../../shared/lib/storage-keys";
import { clearSelectedLocation, readSelectedLocation, saveSelectedLocation, useSelectedLocation } from "./selected-location";

afterEach(() => localStorage.clear());

describe("the selected location", () => {
  it("is kept under the spec's storage key, rounded as the lists' point, with when it was chosen", () => {
    const saved = saveSelectedLocation({ label: "Mission District", lat: 37.759912, lng: -122.414812, city: "San Francisco" });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedLocation) ?? "null");
    expect(stored).toEqual(saved);
    expect(stored).toMatchObject({ label: "Mission District", lat: 37.7599, lng: -122.4148, city: "San Francisco" });
    expect(Number.isNaN(Date.parse(stored.chosenAt))).toBe(false);
    expect(readSelectedLocation()).toEqual(saved);
  });

  it("reads as none when what is stored is not a location (hand-edited, an old shape, not JSON)", () => {
    for (const raw of [
      "not json",
      JSON.stringify({ label: "", lat: 1, lng: 2, chosenAt: "x" }),
      JSON.stringify({ lat: 95, lng: 0 }),
      "null",
    ]) {
      localStorage.setItem(STORAGE_KEYS.selectedLocation, raw);
      expect(readSelectedLocation()).toBeNull();
    }
  });

  it("tells the components reading it when it changes, and when it is cleared", () => {
    const { result } = renderHook(() => useSelectedLocation());
    expect(result.current).toBeNull();
    act(() => {
      saveSelectedLocation({ label: "Indiranagar", lat: 12.9719, lng: 77.6412 });
    });
    expect(result.current?.label).toBe("Indiranagar");
    act(() => clearSelectedLocation());
    expect(result.current).toBeNull();
  });

  it("follows a choice made in another tab (the storage event)", () => {
    const { result } = renderHook(() => useSelectedLocation());
    const other = { label: "Bandra", lat: 19.06, lng: 72.83, chosenAt: new Date().toISOString() };
    act(() => {
      localStorage.setItem(STORAGE_KEYS.selectedLocation, JSON.stringify(other));
      window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.selectedLocation }));
    });
    expect(result.current).toEqual(other);
  });
});
