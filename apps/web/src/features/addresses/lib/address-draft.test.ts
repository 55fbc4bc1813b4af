/** The pin is the truth: what the address form sends is where the pin stands, with the lines the diner wrote. */
import { ADDRESS_REFUSALS, addressFieldsSchema, type SavedAddress } from "@forkful/contracts/addresses";
import type { Place } from "@forkful/contracts/geocoding";
import { describe, expect, it } from "vitest";
import { addressPayloadOf, blankAddressValues, orderAddressOf, savedAddressMatching, valuesOfPlace } from "./address-draft";

const suggestion: Place = {
  label: "12 Market St, San Francisco, CA 94103",
  addressLine1: "12 Market St",
  city: "San Francisco",
  region: "CA",
  country: "United States",
  postalCode: "94103",
  lat: 37.7937,
  lng: -122.3965,
  precision: "address",
};

describe("the address form's payload", () => {
  it("a suggestion fills the street, city and postal code and places the pin; a drag moves only the pin", () => {
    const chosen = { ...blankAddressValues({ first: true }), ...valuesOfPlace(suggestion), addressLine2: "  Apt 4 ", addressLine3: "" };
    const dragged = { ...chosen, lat: 37.79412345678, lng: -122.39701234567 };
    const payload = addressPayloadOf(addressFieldsSchema.parse(dragged));
    expect(payload).toEqual({
      tag: "Custom",
      addressLine1: "12 Market St",
      addressLine2: "Apt 4",
      addressLine3: undefined,
      city: "San Francisco",
      postalCode: "94103",
      lat: 37.794123,
      lng: -122.397012,
      isDefault: true,
    });
    expect(addressFieldsSchema.safeParse(payload).success).toBe(true);
  });

  it("without a pin the form is refused with the contracts' text, whatever the lines say", () => {
    const result = addressFieldsSchema.safeParse({ ...blankAddressValues({ first: false }), addressLine1: "12 Market St" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(ADDRESS_REFUSALS.needsPin);
  });

  it("an order's address carries the lines with the city and the pin's point; a saved address is found again by them", () => {
    const saved: SavedAddress = {
      id: "a1",
      customerId: "c1",
      tag: "Home",
      addressLine1: "12 Market St",
      addressLine2: "Apt 4",
      addressLine3: null,
      city: "San Francisco",
      postalCode: "94103",
      lat: 37.7941,
      lng: -122.397,
      isDefault: true,
      createdAt: "2026-11-24T10:00:00.000Z",
      updatedAt: "2026-11-24T10:00:00.000Z",
    };
    const ordered = orderAddressOf(saved);
    expect(ordered).toEqual({
      addressLine1: "12 Market St, San Francisco",
      addressLine2: "Apt 4",
      addressLine3: undefined,
      lat: 37.7941,
      lng: -122.397,
    });
    expect(orderAddressOf({ ...saved, addressLine1: "12 Market St, San Francisco" }).addressLine1).toBe("12 Market St, San Francisco");
    expect(savedAddressMatching([saved], ordered)?.id).toBe("a1");
    expect(savedAddressMatching([saved], { ...ordered, lat: 37.8 })).toBeNull();
  });
});
