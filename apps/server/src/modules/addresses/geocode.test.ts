import {
  GEOCODE_LIMITS,
  GEOCODE_TEXTS,
  geocodeAnswerSchema,
  mapSettingsSchema,
  reverseGeocodeAnswerSchema,
} from "@forkful/contracts/geocoding";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppWith, jsonCall, messageOf } from "../../test/sign-in-helpers";
import type { TestApp } from "../../test/test-app";

let builtin: TestApp;
/** An app whose geocoding service is down (nothing listens on port 9). */
let down: TestApp;
beforeAll(async () => {
  builtin = await createAppWith({ MAP_TILE_URL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png" });
  down = await createAppWith({ GEOCODER: "http", GEOCODER_URL: "http://127.0.0.1:9" });
});
afterAll(async () => {
  await builtin.close();
  await down.close();
});

const get = (t: TestApp, path: string) => jsonCall(t, "GET", path, undefined);

describe("GET /geocode/search", () => {
  it("answers places for what anyone types, signed in or not, near a point first", async () => {
    const answer = await get(builtin, "/geocode/search?q=12%20Market%20St%2C%20San%20Francisco&lat=37.75&lng=-122.42&limit=3");
    expect(answer.status).toBe(200);
    const { places } = geocodeAnswerSchema.parse(answer.body);
    expect(places.length).toBeGreaterThan(0);
    expect(places.length).toBeLessThanOrEqual(3);
    expect(places[0]).toMatchObject({ addressLine1: "12 Market Street", city: "San Francisco", precision: "address" });
  });

  it("answers an empty list when nothing matches", async () => {
    const answer = await get(builtin, "/geocode/search?q=zzzqqqxxy");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ places: [] });
  });

  it("refuses a query too short or too long, a lat without lng, a limit out of range with 400", async () => {
    const long = "a".repeat(GEOCODE_LIMITS.maxQuery + 1);
    for (const [query, message] of [
      ["q=ab", GEOCODE_TEXTS.tooShort],
      ["q=%20%20ab%20%20", GEOCODE_TEXTS.tooShort],
      [`q=${long}`, "The search is too long"],
      ["q=Market&lat=37.7", "lat and lng must be given together"],
      ["q=Market&lat=95&lng=0", "lat must be between"],
      [`q=Market&limit=${GEOCODE_LIMITS.maxResults + 1}`, "limit"],
      ["", "q"],
    ] as const) {
      const answer = await get(builtin, `/geocode/search?${query}`);
      expect(answer.status, query).toBe(400);
      expect(messageOf(answer)).toContain(message);
    }
  });

  it("answers 503 with a way out when the geocoding service is down", async () => {
    const answer = await get(down, "/geocode/search?q=Market%20Street");
    expect(answer.status).toBe(503);
    expect(messageOf(answer)).toBe(GEOCODE_TEXTS.unavailable);
  });
});

describe("GET /geocode/reverse", () => {
  it("names the street at the pin", async () => {
    const answer = await get(builtin, "/geocode/reverse?lat=37.7512&lng=-122.4185");
    expect(answer.status).toBe(200);
    expect(reverseGeocodeAnswerSchema.parse(answer.body).place).toMatchObject({ addressLine1: "Mission Street", precision: "street" });
  });

  it("answers null in the middle of the sea, 400 for a point off the globe, 503 when the service is down", async () => {
    expect((await get(builtin, "/geocode/reverse?lat=0&lng=-30")).body).toEqual({ place: null });
    expect((await get(builtin, "/geocode/reverse?lat=0&lng=181")).status).toBe(400);
    expect((await get(builtin, "/geocode/reverse?lat=abc&lng=1")).status).toBe(400);
    const answer = await get(down, "/geocode/reverse?lat=37.75&lng=-122.42");
    expect(answer.status).toBe(503);
    expect(messageOf(answer)).toBe(GEOCODE_TEXTS.unavailable);
  });
});

describe("GET /map/settings", () => {
  it("answers the tile URL with OpenStreetMap's attribution and its copyright page, or nothing when tiles are off", async () => {
    const tiles = await get(builtin, "/map/settings");
    expect(tiles.status).toBe(200);
    expect(mapSettingsSchema.parse(tiles.body)).toEqual({
      tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      attribution: "© OpenStreetMap contributors",
      attributionUrl: "https://www.openstreetmap.org/copyright",
    });
    // The test apps run with tiles off (MAP_TILE_URL=off reads as "").
    expect((await get(down, "/map/settings")).body).toEqual({ tileUrl: "", attribution: "", attributionUrl: "" });
  });
});
