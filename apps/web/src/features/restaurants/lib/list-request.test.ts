import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { positionListPath, roundedPoint } from "../../../entities/location/lib/selected-location";
import { parseRouteParams } from "../../../shared/lib/route-params";
import { listRequest, nearbyRequest } from "./list-request";

/** The request the list page sends when opened at `path` (/restaurants/location/{lat}/{lng}). */
function listPageRequest(path: string) {
  const [, , , lat, lng] = path.split("/");
  const params = parseRouteParams({ lat, lng });
  if (!params) throw new Error(`the route table refuses ${path}`);
  return listRequest({ lat: params.lat, lng: params.lng });
}

const point = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe("the map and the list by position agree", () => {
  it("the map's request for a point is the list page's request at that point's URL (same call, same restaurants, same order)", () => {
    fc.assert(
      fc.property(point, (p) => {
        expect(nearbyRequest(p)).toEqual(listPageRequest(positionListPath(p)));
      }),
    );
  });

  it("asks with the point rounded to 4 decimals, as the URL carries it", () => {
    expect(nearbyRequest({ lat: 37.774929, lng: -122.419416 })).toEqual({ lat: 37.7749, lng: -122.4194 });
    expect(positionListPath({ lat: 12.97, lng: 77.6 })).toBe("/restaurants/location/12.9700/77.6000");
    expect(Object.is(roundedPoint({ lat: -0.00004, lng: 0.00005 }).lat, 0)).toBe(true);
  });

  it("keeps the city and the search text beside the position", () => {
    expect(listRequest({ cityName: "Mumbai", searchText: "dosa" })).toEqual({ cityName: "Mumbai", searchText: "dosa" });
    expect(listRequest({})).toEqual({});
  });
});
