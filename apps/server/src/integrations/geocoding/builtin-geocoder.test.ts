import { distanceKm } from "@forkful/contracts/delivery-area";
import { describe, expect, it } from "vitest";
import { createBuiltinGeocoder } from "./builtin-geocoder";
import { wordsOf } from "./place-text";

const geocoder = createBuiltinGeocoder();
const search = (text: string, near?: { lat: number; lng: number }, limit = 5) => geocoder.search({ text, near, limit });

/** The seed's restaurants: Mission Verde (San Francisco) and Bombay Spice House (Bengaluru). */
const MISSION_VERDE = { lat: 37.7509, lng: -122.4182 };
const BOMBAY_SPICE = { lat: 12.9719, lng: 77.6412 };

describe("reading a typed address", () => {
  it("spells short forms out and drops punctuation and accents", () => {
    expect(wordsOf("12 Market St., San Francisco")).toEqual(["12", "market", "street", "san", "francisco"]);
    expect(wordsOf("Udupi Café, 8th Cross Rd")).toEqual(["udupi", "cafe", "8th", "cross", "road"]);
  });

  it("a house number on a known street is an address, a little along the street by its number", async () => {
    const [first] = await search("12 Market St, San Francisco");
    expect(first).toMatchObject({
      addressLine1: "12 Market Street",
      city: "San Francisco",
      region: "CA",
      country: "US",
      precision: "address",
    });
    const [far] = await search("2000 Market St, San Francisco");
    // Market Street's numbers rise away from the Ferry Building.
    const ferry = { lat: 37.7955, lng: -122.3937 };
    expect(distanceKm(ferry, far!)).toBeGreaterThan(distanceKm(ferry, first!) + 2);
  });

  it("reads an Indian address without commas, a road known by its short name, and a street whose name starts with a number", async () => {
    const [mg] = await search("221 MG Road Bengaluru");
    expect(mg).toMatchObject({ addressLine1: "221 Mahatma Gandhi Road", city: "Bengaluru", precision: "address" });
    const [feet] = await search("482, 100 Feet Road, Indiranagar, Bengaluru");
    expect(feet).toMatchObject({ addressLine1: "482 100 Feet Road", precision: "address" });
    expect(distanceKm(feet!, BOMBAY_SPICE)).toBeLessThan(2);
  });

  it("a longer street name is the one meant: South Congress Avenue is not also Congress Avenue", async () => {
    const places = await search("1610 South Congress Ave, Austin");
    expect(places[0]).toMatchObject({ addressLine1: "1610 South Congress Avenue", precision: "address" });
    expect(places.map((p) => p.addressLine1)).not.toContain("Congress Avenue");
    expect((await search("Congress Avenue, Austin"))[0]).toMatchObject({ addressLine1: "Congress Avenue", precision: "street" });
  });

  it("a known street without a number is a street", async () => {
    const [street] = await search("Valencia Street");
    expect(street).toMatchObject({ addressLine1: "Valencia Street", city: "San Francisco", precision: "street" });
  });

  it("suggests while the diner is still typing the street", async () => {
    const places = await search("2889 Missi");
    expect(places[0]).toMatchObject({ addressLine1: "2889 Mission Street", precision: "address" });
    expect(distanceKm(places[0]!, MISSION_VERDE)).toBeLessThan(1);
  });

  it("a city named in the text keeps other cities' streets of the same name out", async () => {
    const inBengaluru = await search("Church Street, Bengaluru");
    expect(inBengaluru[0]).toMatchObject({ addressLine1: "Church Street", city: "Bengaluru" });
    expect(inBengaluru.filter((p) => p.city === "San Francisco" && p.precision === "street")).toEqual([]);
  });

  it("ranks the same street name nearer the restaurant first", async () => {
    expect((await search("Church Street", MISSION_VERDE))[0]?.city).toBe("San Francisco");
    expect((await search("Church Street", BOMBAY_SPICE))[0]?.city).toBe("Bengaluru");
  });

  it("finds landmarks", async () => {
    const [gateway] = await search("Gateway of India, Mumbai");
    expect(gateway).toMatchObject({ addressLine1: "Gateway of India", city: "Mumbai", precision: "address" });
  });

  it("falls back to towns of the world: the biggest first, or the one nearest `near`", async () => {
    const [austin] = await search("Austin");
    expect(austin).toMatchObject({ addressLine1: "Austin", region: "TX", country: "US", precision: "place" });
    const [nearMinnesota] = await search("Austin", { lat: 44.0, lng: -93.0 });
    expect(nearMinnesota).toMatchObject({ addressLine1: "Austin", region: "MN", precision: "place" });
    const [town] = await search("Lyon");
    expect(town).toMatchObject({ country: "FR", precision: "place" });
  });

  it("keeps to the limit and finds nothing in nonsense", async () => {
    expect(await search("Street", undefined, 3)).toHaveLength(3);
    expect(await search("zzzqqqxxy")).toEqual([]);
  });
});

describe("what is at the pin", () => {
  it("the nearest known street within about 1 km, at the pin itself", async () => {
    const pin = { lat: 37.7512, lng: -122.4185 };
    expect(await geocoder.reverse(pin)).toMatchObject({
      addressLine1: "Mission Street",
      city: "San Francisco",
      precision: "street",
      ...pin,
    });
  });

  it("else the nearest town, and nothing in the middle of the sea", async () => {
    expect(await geocoder.reverse({ lat: 48.8566, lng: 2.3522 })).toMatchObject({
      addressLine1: "Paris",
      country: "FR",
      precision: "place",
    });
    expect(await geocoder.reverse({ lat: 0, lng: -30 })).toBeNull();
  });
});
