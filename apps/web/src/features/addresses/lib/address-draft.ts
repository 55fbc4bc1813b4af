/**
 * The address form's values and what they send: the lines a courier reads, and the pin (the truth for the drop-off:
 * the lat/lng sent are where the pin stands, whatever the lines say).
 */
import type { AddressFields, SavedAddress } from "@forkful/contracts/addresses";
import type { Place } from "@forkful/contracts/geocoding";
import type { DeliveryAddress } from "@forkful/contracts/orders";

/** What the form holds: the lines as typed, and the pin once it is placed. */
export interface AddressFormValues {
  tag: AddressFields["tag"];
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  city: string;
  postalCode: string;
  lat: number | undefined;
  lng: number | undefined;
  isDefault: boolean;
}

export interface PinPoint {
  lat: number;
  lng: number;
}

/** A new address: no pin yet; the first one a diner saves is their default. */
export function blankAddressValues({ first }: { first: boolean }): AddressFormValues {
  return {
    tag: "Custom",
    addressLine1: "",
    addressLine2: "",
    addressLine3: "",
    city: "",
    postalCode: "",
    lat: undefined,
    lng: undefined,
    isDefault: first,
  };
}

export function valuesOfSaved(saved: SavedAddress): AddressFormValues {
  return {
    tag: saved.tag,
    addressLine1: saved.addressLine1,
    addressLine2: saved.addressLine2 ?? "",
    addressLine3: saved.addressLine3 ?? "",
    city: saved.city ?? "",
    postalCode: saved.postalCode ?? "",
    lat: saved.lat,
    lng: saved.lng,
    isDefault: saved.isDefault,
  };
}

/** A guest's address of this order, opened again to change it (its city is already in the street line). */
export function valuesOfOrderAddress(address: OrderAddress): AddressFormValues {
  return {
    ...blankAddressValues({ first: false }),
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? "",
    addressLine3: address.addressLine3 ?? "",
    lat: address.lat,
    lng: address.lng,
  };
}

/** A chosen suggestion fills the street, city and postal code, and places the pin on it. */
export function valuesOfPlace(place: Place): Pick<AddressFormValues, "addressLine1" | "city" | "postalCode" | "lat" | "lng"> {
  return {
    addressLine1: place.addressLine1,
    city: place.city ?? "",
    postalCode: place.postalCode ?? "",
    lat: place.lat,
    lng: place.lng,
  };
}

/** Six decimals: about 10 cm, closer than any pin is dropped. */
const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;
const optionalLine = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/** The body of POST /addresses (and PUT): blank lines left out, the pin's own point. */
export function addressPayloadOf(values: AddressFields): AddressFields {
  return {
    tag: values.tag,
    addressLine1: values.addressLine1.trim(),
    addressLine2: optionalLine(values.addressLine2),
    addressLine3: optionalLine(values.addressLine3),
    city: optionalLine(values.city),
    postalCode: optionalLine(values.postalCode),
    lat: roundCoordinate(values.lat),
    lng: roundCoordinate(values.lng),
    isDefault: values.isDefault ?? false,
  };
}

/** An address as an order carries it (no city field): the city ends the street line unless it is already there. */
export type OrderAddress = DeliveryAddress;

export interface AddressLines {
  addressLine1: string;
  addressLine2?: string | null;
  addressLine3?: string | null;
  city?: string | null;
  lat: number;
  lng: number;
}

export function orderAddressOf(address: AddressLines): OrderAddress {
  const street = address.addressLine1.trim();
  const city = address.city?.trim();
  const withCity = city && !street.toLowerCase().includes(city.toLowerCase()) ? `${street}, ${city}` : street;
  return {
    addressLine1: withCity,
    addressLine2: optionalLine(address.addressLine2 ?? undefined),
    addressLine3: optionalLine(address.addressLine3 ?? undefined),
    lat: address.lat,
    lng: address.lng,
  };
}

/** The saved address an order's address came from, if any (same pin, same street). */
export function savedAddressMatching(saved: readonly SavedAddress[], chosen: { addressLine1: string; lat: number; lng: number } | null) {
  if (!chosen) return null;
  return (
    saved.find((a) => {
      const asOrdered = orderAddressOf(a);
      return asOrdered.addressLine1 === chosen.addressLine1 && Math.abs(a.lat - chosen.lat) < 1e-6 && Math.abs(a.lng - chosen.lng) < 1e-6;
    }) ?? null
  );
}
