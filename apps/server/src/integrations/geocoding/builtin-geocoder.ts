/**
 * The offline geocoder: the demo cities' streets and landmarks (gazetteer-streets.ts) and the world's towns. A house
 * number on a known street is an "address", a known street a "street", a town a "place". Ranked by how well the text
 * matched, then by nearness to `near` (the restaurant), then by the town's size.
 */
import { distanceKm } from "@forkful/contracts/delivery-area";
import type { Place } from "@forkful/contracts/geocoding";
import type { GeocodeQuery, Geocoder } from "./geocoder";
import { nearestStreet, type Scored, searchStreets } from "./street-search";
import { nearestTown, searchTowns } from "./towns";

/** A pin this close to a known street is on it. */
const STREET_REACH_METRES = 1000;
/** Beyond this from any town, the pin is nowhere we can name. */
const TOWN_REACH_KM = 50;

function ranked(found: (Scored & { population?: number })[], near: GeocodeQuery["near"]) {
  const away = (place: Place) => (near ? distanceKm(near, place) : 0);
  return found.sort(
    (a, b) =>
      b.score - a.score ||
      away(a.place) - away(b.place) ||
      (b.population ?? Number.POSITIVE_INFINITY) - (a.population ?? Number.POSITIVE_INFINITY),
  );
}

function distinct(places: Place[]): Place[] {
  const seen = new Set<string>();
  return places.filter((place) => !seen.has(place.label) && seen.add(place.label));
}

export function createBuiltinGeocoder(): Geocoder {
  return {
    name: "builtin",
    async search({ text, near, limit }) {
      const streets = searchStreets(text);
      // Towns fill the list when the streets do not (a diner typing a town, or an address in a town we do not map).
      const towns = streets.length >= limit ? [] : await searchTowns(text);
      return distinct(ranked([...streets, ...towns], near).map((s) => s.place)).slice(0, limit);
    },
    async reverse(point) {
      return nearestStreet(point, STREET_REACH_METRES) ?? (await nearestTown(point, TOWN_REACH_KM));
    },
  };
}
