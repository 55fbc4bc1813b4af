import { DELIVERY_AREA_TEXTS, deliveryVerdict } from "@forkful/contracts/delivery-area";
import { describe, expect, it } from "vitest";
import { type DeliveryPlace, deliveryRefusal, deliveryRulesOf, startingFeeOf } from "./delivery-rules";

const PLACE: DeliveryPlace = {
  branchName: "Koramangala",
  country: "India",
  currency: "INR",
  delivery: true,
  lat: 12.9352,
  lng: 77.6245,
  deliveryKmRadius: 6,
  deliveryArea: null,
  // Stored out of order on purpose: the rules read them nearest first.
  deliveryFeeBands: [
    { upToKm: 6, fee: 4900 },
    { upToKm: 3, fee: 2900 },
  ],
  deliverySettings: { minimumOrder: 19900, deliveryFee: 3900, freeDeliveryAbove: 99900 },
};
const north = (km: number) => ({ lat: PLACE.lat + km * 0.008993, lng: PLACE.lng });

describe("deliveryRulesOf", () => {
  it("reads a radius when no area is drawn, and the bands nearest first", () => {
    const rules = deliveryRulesOf(PLACE);
    expect(rules).toEqual({
      origin: { lat: PLACE.lat, lng: PLACE.lng },
      area: { kind: "radius", km: 6 },
      feeBands: [
        { upToKm: 3, fee: 2900 },
        { upToKm: 6, fee: 4900 },
      ],
      flatFee: 3900,
      minimumOrder: 19900,
      freeDeliveryAbove: 99900,
    });
    expect(startingFeeOf(rules)).toBe(2900);
    expect(startingFeeOf(deliveryRulesOf({ ...PLACE, deliveryFeeBands: [] }))).toBe(3900);
  });

  it("takes a drawn polygon over the radius", () => {
    const points: [number, number][] = [
      [12.93, 77.62],
      [12.94, 77.62],
      [12.94, 77.63],
    ];
    expect(deliveryRulesOf({ ...PLACE, deliveryArea: { kind: "polygon", points } }).area).toEqual({ kind: "polygon", points });
  });
});

describe("deliveryRefusal", () => {
  const refusal = (place: DeliveryPlace, km: number, subtotal?: number) =>
    deliveryRefusal(place, deliveryVerdict(deliveryRulesOf(place), north(km)), subtotal);

  it("says how far and what to do, in the restaurant's unit", () => {
    expect(refusal(PLACE, 2)).toBeNull();
    expect(refusal(PLACE, 8)).toBe(DELIVERY_AREA_TEXTS.outside("8 km", "6 km", "Koramangala"));
    expect(refusal(PLACE, 2, 10000)).toBe(DELIVERY_AREA_TEXTS.belowMinimum("₹199.00"));
    expect(refusal(PLACE, 2, 19900)).toBeNull();
    expect(refusal({ ...PLACE, delivery: false }, 2)).toBe(DELIVERY_AREA_TEXTS.noDelivery("Koramangala"));
  });
});
