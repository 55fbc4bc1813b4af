/** The address editor sends where the pin stands: a suggestion places it, a drag moves it, the lines stay as written. */
import { ADDRESS_REFUSALS } from "@forkful/contracts/addresses";
import type { Place } from "@forkful/contracts/geocoding";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveSelectedLocation } from "../../../shared/lib/selected-location";
import { blankAddressValues } from "../lib/address-draft";
import { AddressEditor } from "./address-editor";

const CMH: Place = {
  label: "12 CMH Road, Bengaluru, Karnataka",
  addressLine1: "12 CMH Road",
  city: "Bengaluru",
  region: "Karnataka",
  country: "IN",
  postalCode: "560038",
  lat: 12.979,
  lng: 77.6312,
  precision: "address",
};

vi.mock("../api/search-places", () => ({
  usePlaceSearch: () => ({ data: { places: [CMH] }, isError: false, isSuccess: true, isPlaceholderData: false }),
}));
vi.mock("../api/reverse-place", () => ({ usePlaceAt: () => ({ data: undefined }) }));
// The map stands in as a button that drops the pin at a point, as a drag on the real map does.
vi.mock("../../../shared/ui/geo-map", () => ({
  GeoMap: ({ onPinMove, markers }: { onPinMove: (p: { lat: number; lng: number }) => void; markers: { kind: string; lat: number }[] }) => (
    <button
      type="button"
      data-pin={markers.find((m) => m.kind === "pin")?.lat}
      onClick={() => onPinMove({ lat: 12.98012345, lng: 77.63254321 })}
    >
      Drop the pin
    </button>
  ),
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderEditor(onSubmit = vi.fn()) {
  render(
    <AddressEditor
      title="New address"
      initial={blankAddressValues({ first: false })}
      near={null}
      saving
      submitLabel="Save address"
      pending={false}
      error={null}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return onSubmit;
}

describe("AddressEditor", () => {
  it("without a pin nothing is sent and the map's place says why", async () => {
    const onSubmit = renderEditor();
    fireEvent.change(screen.getByRole("combobox", { name: "Street address" }), { target: { value: "12 CMH Road" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save address" })));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe(ADDRESS_REFUSALS.needsPin);
  });

  it("a chosen suggestion fills the lines and places the pin; a drag moves it; the pin's point is what is sent", async () => {
    const onSubmit = renderEditor();
    const street = screen.getByRole("combobox", { name: "Street address" });
    fireEvent.change(street, { target: { value: "12 CMH" } });
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(1));
    fireEvent.keyDown(street, { key: "ArrowDown" });
    fireEvent.keyDown(street, { key: "Enter" });
    expect((street as HTMLInputElement).value).toBe("12 CMH Road");
    expect((screen.getByRole("textbox", { name: "City" }) as HTMLInputElement).value).toBe("Bengaluru");
    expect(screen.getByTestId("pin-note").textContent).toMatch(/Drag the pin to your door/);

    fireEvent.click(screen.getByRole("button", { name: "Drop the pin" }));
    expect(screen.getByTestId("pin-note").textContent).toMatch(/^Pin moved: the courier comes here\./);
    fireEvent.change(screen.getByRole("textbox", { name: "Apartment, floor (optional)" }), { target: { value: "Flat 4B" } });
    fireEvent.click(screen.getByRole("button", { name: "Work" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Make this my default" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save address" })));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      tag: "Work",
      addressLine1: "12 CMH Road",
      addressLine2: "Flat 4B",
      addressLine3: undefined,
      city: "Bengaluru",
      postalCode: "560038",
      lat: 12.980123,
      lng: 77.632543,
      isDefault: true,
    });
  });

  it("with a selected location and no pin, the pin can start there (the diner then drags it to the door)", async () => {
    saveSelectedLocation({ label: "Indiranagar", lat: 12.9719, lng: 77.6412 });
    renderEditor();
    expect(screen.queryByRole("button", { name: "Drop the pin" })).toBeNull(); // no map until a pin stands
    fireEvent.click(screen.getByRole("button", { name: "Start at Indiranagar" }));
    expect(screen.getByRole("button", { name: "Drop the pin" }).getAttribute("data-pin")).toBe("12.9719");
    expect(screen.getByTestId("pin-note").textContent).toMatch(/Drag the pin to your door/);
    expect(screen.queryByRole("button", { name: "Start at Indiranagar" })).toBeNull();
  });
});
