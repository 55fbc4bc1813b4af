import { type RestaurantDetail, restaurantSummarySchema } from "@forkful/contracts/merchants";
import { describe, expect, it } from "vitest";
import { restaurantFixture } from "../../../shared/testing/fixtures";
import { deliveryHere } from "./delivers-here";

const ORIGIN = { lat: 37.7599, lng: -122.4148 };
const deliveryTypes: RestaurantDetail["orderTypes"] = [
  { id: 4, name: "Pickup", typeGroup: "P", menuType: "pickup" },
  { id: 6, name: "Delivery", typeGroup: "DL", menuType: "delivery" },
];

function summary(area: { kind: "radius"; km: number } | { kind: "polygon"; points: [number, number][] }, delivery = true) {
  const detail = restaurantFixture({ ...ORIGIN, delivery, orderTypes: deliveryTypes });
  return restaurantSummarySchema.parse({
    ...detail,
    deliverySettings: { ...detail.deliverySettings, deliveryArea: area, feeBands: [] },
    distanceKm: null,
  });
}

describe("whether a restaurant delivers to a point", () => {
  it("inside its radius yes, beyond it no", () => {
    const restaurant = summary({ kind: "radius", km: 3 });
    expect(deliveryHere(restaurant, { lat: 37.7765, lng: -122.4245 })).toBe("delivers"); // 2 km
    expect(deliveryHere(restaurant, { lat: 37.8199, lng: -122.4783 })).toBe("outside"); // 8.7 km
  });

  it("reads a drawn polygon, not a distance", () => {
    const square: [number, number][] = [
      [37.75, -122.43],
      [37.75, -122.4],
      [37.77, -122.4],
      [37.77, -122.43],
    ];
    const restaurant = summary({ kind: "polygon", points: square });
    expect(deliveryHere(restaurant, { lat: 37.76, lng: -122.41 })).toBe("delivers");
    expect(deliveryHere(restaurant, { lat: 37.78, lng: -122.41 })).toBe("outside");
  });

  it("a restaurant that does not deliver is pickup only wherever the diner is", () => {
    expect(deliveryHere(summary({ kind: "radius", km: 50 }, false), ORIGIN)).toBe("no-delivery");
  });
});
