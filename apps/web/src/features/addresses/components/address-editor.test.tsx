/**
 * The address editor sends where the pin stands: a suggestion places it, a drag moves it, the lines stay as written.
 * At checkout it asks the restaurant about the pin and refuses, in the form, a pin outside its area.
 */
import { ADDRESS_REFUSALS } from "@forkful/contracts/addresses";
import type { Place } from "@forkful/contracts/geocoding";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DeliveryAreaCheck } from "../../../entities/delivery/lib/delivery-area";
import { saveSelectedLocation } from "../../../entities/location/lib/selected-location";
import { type AddressFormValues, blankAddressValues } from "../lib/address-draft";
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

function renderEditor(
  onSubmit = vi.fn(),
  options: { saving?: boolean; submitLabel?: string; initial?: AddressFormValues; areaCheck?: DeliveryAreaCheck } = {},
) {
  const { saving = true, submitLabel = "Save address", initial = blankAddressValues({ first: false }), areaCheck } = options;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AddressEditor
        title="New address"
        initial={initial}
        near={null}
        saving={saving}
        submitLabel={submitLabel}
        pending={false}
        error={null}
        areaCheck={areaCheck}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />
    </QueryClientProvider>,
  );
  return onSubmit;
}

const FAR = "This address is 9.2 km away; Hudson Slice delivers within 6 km. Choose a closer address, or order for pickup.";
/** The restaurant's word on any pin: refused (far), or delivered for a fee. */
const areaSaying = (delivers: boolean): DeliveryAreaCheck => ({
  scope: "test",
  check: async () => (delivers ? { delivers: true, text: "2.1 km away · Delivery fee $1.99" } : { delivers: false, text: FAR }),
});
/** An address written and pinned already (the pin from an earlier step). */
const pinned: AddressFormValues = {
  ...blankAddressValues({ first: true }),
  addressLine1: "9 Far Road",
  city: "Bengaluru",
  lat: 12.9,
  lng: 77.5,
};

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

  it("at checkout refuses a pin outside the restaurant's area in the form, announced, and a guest cannot deliver there", async () => {
    const onSubmit = renderEditor(vi.fn(), { saving: false, submitLabel: "Deliver here", initial: pinned, areaCheck: areaSaying(false) });
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(FAR));
    expect(screen.getByRole("alert").closest("form")).not.toBeNull();
    const deliver = screen.getByRole("button", { name: "Deliver here" });
    expect(deliver).toHaveProperty("disabled", true);
    await act(async () => fireEvent.submit(deliver.closest("form")!));
    expect(onSubmit).toHaveBeenCalledTimes(0);
    expect(screen.queryByText(/Delivery fee/)).toBeNull();
  });

  it("at checkout lets a diner with an account keep a refused address, never as the default nor for this order", async () => {
    const onSubmit = renderEditor(vi.fn(), { submitLabel: "Save and deliver here", initial: pinned, areaCheck: areaSaying(false) });
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(FAR));
    expect(screen.queryByRole("button", { name: "Save and deliver here" })).toBeNull();
    expect(screen.queryByRole("checkbox", { name: "Make this my default" })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save for later" })));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ addressLine1: "9 Far Road", isDefault: false });
    expect(onSubmit.mock.calls[0]![1]).toEqual({ deliverHere: false });
  });

  it("at checkout says the distance and fee of a pin inside the area, and delivers there", async () => {
    const onSubmit = renderEditor(vi.fn(), { submitLabel: "Save and deliver here", initial: pinned, areaCheck: areaSaying(true) });
    await waitFor(() => expect(screen.getByTestId("pin-area").textContent).toContain("2.1 km away · Delivery fee $1.99"));
    expect(screen.getByTestId("pin-area").getAttribute("role")).toBe("status");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save and deliver here" })));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ isDefault: true });
    expect(onSubmit.mock.calls[0]![1]).toEqual({ deliverHere: true });
  });
});
