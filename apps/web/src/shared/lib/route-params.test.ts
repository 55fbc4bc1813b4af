import { describe, expect, it } from "vitest";
import { parseRouteParams } from "./route-params";

describe("parseRouteParams", () => {
  it("parses a full set of valid params", () => {
    expect(
      parseRouteParams({
        merchantType: "restaurant",
        merchantSlug: "bombay-spice-house-indiranagar",
        menuType: "dinein",
        tableId: "T12",
        orderId: "A1B2-C3",
        eventDate: "2025-12-31",
        itemName: "masala-dosa",
      }),
    ).toEqual({
      merchantType: "restaurant",
      merchantSlug: "bombay-spice-house-indiranagar",
      menuType: "dinein",
      tableId: "T12",
      orderId: "A1B2-C3",
      eventDate: "2025-12-31",
      itemName: "masala-dosa",
    });
  });

  it("turns coordinates into numbers within range", () => {
    expect(parseRouteParams({ lat: "12.9716", lng: "-77.5946" })).toEqual({ lat: 12.9716, lng: -77.5946 });
    expect(parseRouteParams({ lat: "90", lng: "180" })).toEqual({ lat: 90, lng: 180 });
  });

  it.each([
    [{ lat: "91", lng: "0" }],
    [{ lat: "0", lng: "-180.5" }],
    [{ lat: "abc", lng: "1" }],
    [{ lat: "1e3", lng: "1" }],
    [{ menuType: "brunch" }],
    [{ menuType: "Pickup" }],
    [{ eventDate: "2025-02-30" }],
    [{ eventDate: "31-12-2025" }],
    [{ tableId: "T 1" }],
    [{ tableId: "-1" }],
    [{ orderId: "x".repeat(65) }],
    [{ merchantSlug: "no spaces" }],
    [{ merchantType: "" }],
    [{ cityName: " " }],
    [{ unknown: "x" }],
  ])("refuses %o", (params) => {
    expect(parseRouteParams(params)).toBeNull();
  });

  it("ignores the catch-all splat and keeps city names as written", () => {
    expect(parseRouteParams({ "*": "a/b", cityName: "New York" })).toEqual({ cityName: "New York" });
  });
});
