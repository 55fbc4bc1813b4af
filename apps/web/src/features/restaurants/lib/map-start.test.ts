import { describe, expect, it } from "vitest";
import { findAnswerFixture, restaurantFixture } from "../../../shared/testing/fixtures";
import { firstCityStart } from "./map-start";

describe("where a map starts with nothing else to go on", () => {
  it("at the middle of the first city's restaurants, named after the city", () => {
    const answer = findAnswerFixture([
      restaurantFixture({ id: 1, lat: 40.7, lng: -74.0 }),
      restaurantFixture({ id: 2, lat: 40.8, lng: -73.9 }),
      restaurantFixture({ id: 3, city: "Mumbai", country: "India", lat: 19.0, lng: 72.8 }),
    ]);
    answer.cities = [
      { name: "New York", country: "United States", count: 2 },
      { name: "Mumbai", country: "India", count: 1 },
    ];
    const start = firstCityStart(answer);
    expect(start).toMatchObject({ label: "New York", city: "New York", source: "city" });
    expect(start?.lat).toBeCloseTo(40.75);
    expect(start?.lng).toBeCloseTo(-73.95);
  });

  it("nowhere when there are no restaurants", () => {
    expect(firstCityStart({ restaurants: [], cities: [] })).toBeNull();
  });
});
