import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createHttpGeocoder, GeocoderUnavailable } from "./http-geocoder";

/** Recorded Nominatim answers (jsonv2, addressdetails=1), trimmed to the fields read. */
const SEARCH_ANSWER = [
  {
    place_id: 1,
    lat: "37.7936145",
    lon: "-122.3957894",
    display_name: "12, Market Street, Financial District, San Francisco, California, 94111, United States",
    name: "",
    address: {
      house_number: "12",
      road: "Market Street",
      suburb: "Financial District",
      city: "San Francisco",
      state: "California",
      postcode: "94111",
      country: "United States",
      country_code: "us",
    },
  },
  {
    place_id: 2,
    lat: "37.7749",
    lon: "-122.4194",
    display_name: "San Francisco, California, United States",
    name: "San Francisco",
    address: { city: "San Francisco", state: "California", country: "United States", country_code: "us" },
  },
];
const REVERSE_ANSWER = {
  lat: "12.9718",
  lon: "77.6411",
  display_name: "100 Feet Road, Indiranagar, Bengaluru, Karnataka, 560038, India",
  address: { road: "100 Feet Road", suburb: "Indiranagar", city: "Bengaluru", state: "Karnataka", postcode: "560038", country_code: "in" },
};

let server: Server;
let url: string;
let requests: URL[] = [];
/** What the next request gets: a status and body, or a wait longer than the adapter's timeout. */
let behaviour: { status: number; body: unknown } | "hang" = { status: 200, body: [] };

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    requests.push(new URL(request.url ?? "/", "http://localhost"));
    if (behaviour === "hang") return;
    response.writeHead(behaviour.status, { "content-type": "application/json" });
    response.end(JSON.stringify(behaviour.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = [];
});

const geocoder = () => createHttpGeocoder({ url, timeoutMs: 300 });

describe("the Nominatim-compatible geocoder", () => {
  it("asks /search with the text, the limit and a box around `near`, and reads the places", async () => {
    behaviour = { status: 200, body: SEARCH_ANSWER };
    const places = await geocoder().search({ text: "12 Market St, San Francisco", near: { lat: 37.75, lng: -122.42 }, limit: 5 });
    const [asked] = requests;
    expect(asked?.pathname).toBe("/search");
    expect(Object.fromEntries(asked!.searchParams)).toMatchObject({
      format: "jsonv2",
      addressdetails: "1",
      q: "12 Market St, San Francisco",
      limit: "5",
      viewbox: "-122.92,38.25,-121.92,37.25",
    });
    expect(places).toEqual([
      {
        label: SEARCH_ANSWER[0]!.display_name,
        addressLine1: "12 Market Street",
        city: "San Francisco",
        region: "California",
        country: "US",
        postalCode: "94111",
        lat: 37.7936145,
        lng: -122.3957894,
        precision: "address",
      },
      expect.objectContaining({ addressLine1: "San Francisco", precision: "place", postalCode: null }),
    ]);
  });

  it("asks /reverse with lat and lon, and reads the street; nothing there is null", async () => {
    behaviour = { status: 200, body: REVERSE_ANSWER };
    const place = await geocoder().reverse({ lat: 12.9718, lng: 77.6411 });
    expect(Object.fromEntries(requests[0]!.searchParams)).toMatchObject({ lat: "12.9718", lon: "77.6411", format: "jsonv2" });
    expect(requests[0]!.pathname).toBe("/reverse");
    expect(place).toMatchObject({ addressLine1: "100 Feet Road", city: "Bengaluru", country: "IN", precision: "street" });
    behaviour = { status: 200, body: { error: "Unable to geocode" } };
    expect(await geocoder().reverse({ lat: 0, lng: -30 })).toBeNull();
  });

  it("a failing, unreadable or slow service is unavailable", async () => {
    behaviour = { status: 503, body: { error: "busy" } };
    await expect(geocoder().search({ text: "Market", limit: 5 })).rejects.toBeInstanceOf(GeocoderUnavailable);
    behaviour = { status: 200, body: { not: "a list" } };
    await expect(geocoder().search({ text: "Market", limit: 5 })).rejects.toBeInstanceOf(GeocoderUnavailable);
    behaviour = "hang";
    await expect(geocoder().reverse({ lat: 1, lng: 1 })).rejects.toBeInstanceOf(GeocoderUnavailable);
    await expect(createHttpGeocoder({ url: "http://127.0.0.1:9/", timeoutMs: 300 }).search({ text: "x", limit: 1 })).rejects.toBeInstanceOf(
      GeocoderUnavailable,
    );
  });
});
