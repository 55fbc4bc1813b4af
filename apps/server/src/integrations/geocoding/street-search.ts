/** The demo cities' streets and landmarks: a typed address to a point on a street, and a pin to the street it is on. */
import type { Place } from "@forkful/contracts/geocoding";
import { GAZETTEER, type GazetteerCity, type GazetteerStreet } from "./gazetteer-streets";
import { beginsName, indexOfWords, isHouseNumber, wordsOf } from "./place-text";

/** A candidate and how well the text matched it (higher is better). */
export interface Scored {
  place: Place;
  score: number;
}

const cities = GAZETTEER.map((city) => ({
  city,
  names: [city.city, ...city.aliases].map(wordsOf),
  streets: city.streets.map((street) => ({ street, names: [street.name, ...(street.aliases ?? [])].map(wordsOf) })),
  landmarks: city.landmarks.map((landmark) => ({ landmark, words: wordsOf(landmark.name) })),
}));

function placeIn(city: GazetteerCity, line: string, point: [number, number], precision: Place["precision"]): Place {
  return {
    label: `${line}, ${city.city}, ${city.region}`,
    addressLine1: line,
    city: city.city,
    region: city.region,
    country: city.country,
    postalCode: null,
    lat: point[0],
    lng: point[1],
    precision,
  };
}

/** Six decimals: about 10 cm, more than a pin needs. */
const rounded = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** A point `along` (0 to 1) the street from where its numbers start. */
function pointAlong(street: GazetteerStreet, along: number): [number, number] {
  return [
    rounded(street.from[0] + (street.to[0] - street.from[0]) * along),
    rounded(street.from[1] + (street.to[1] - street.from[1]) * along),
  ];
}

/** A point a little along the street by its number. */
function pointOfNumber(street: GazetteerStreet, houseNumber: number): [number, number] {
  const [first, last] = street.numbers ?? [1, 1000];
  return pointAlong(street, Math.min(1, Math.max(0, (houseNumber - first) / Math.max(1, last - first))));
}

const middleOf = (street: GazetteerStreet): [number, number] => pointAlong(street, 0.5);

interface StreetMatch {
  score: number;
  houseNumber?: string;
  /** Where a whole name stands in the words: [first, past the last]. */
  span?: [number, number];
}

/** How the words name a street: whole (with the house number before it, if any), begun, or not at all. */
function matchStreet(words: string[], names: string[][]): StreetMatch | null {
  for (const name of names) {
    const at = indexOfWords(words, name);
    if (at >= 0) {
      const before = at > 0 ? words[at - 1] : undefined;
      return { score: 3, houseNumber: isHouseNumber(before) ? before : undefined, span: [at, at + name.length] };
    }
  }
  const [first, ...rest] = words;
  const typed = isHouseNumber(first) && rest.length ? rest : words;
  if (names.some((name) => beginsName(typed, name))) return { score: 2, houseNumber: typed === rest ? first : undefined };
  return null;
}

function streetPlace(city: GazetteerCity, street: GazetteerStreet, houseNumber: string | undefined): Place {
  if (!houseNumber) return placeIn(city, street.name, middleOf(street), "street");
  return placeIn(city, `${houseNumber.toUpperCase()} ${street.name}`, pointOfNumber(street, Number.parseInt(houseNumber, 10)), "address");
}

/** Streets and landmarks the text names; a city named in it keeps the others' out and ranks its own up. */
export function searchStreets(text: string): Scored[] {
  const words = wordsOf(text);
  const named = cities.filter((c) => c.names.some((name) => indexOfWords(words, name) >= 0));
  const found: Scored[] = [];
  for (const entry of named.length ? named : cities) {
    const bonus = named.length ? 1 : 0;
    const matches = entry.streets.flatMap(({ street, names }) => {
      const match = matchStreet(words, names);
      return match ? [{ street, match }] : [];
    });
    for (const { street, match } of matches) {
      // "South Congress Avenue" names Congress Avenue too; the longer name is the one meant.
      const [first, past] = match.span ?? [0, 0];
      const inLonger = matches.some(
        ({ match: o }) => o.span && o.span[0] <= first && o.span[1] >= past && o.span[1] - o.span[0] > past - first,
      );
      if (match.span && inLonger) continue;
      found.push({ place: streetPlace(entry.city, street, match.houseNumber), score: match.score + (match.houseNumber ? 1 : 0) + bonus });
    }
    for (const { landmark, words: name } of entry.landmarks) {
      const score = indexOfWords(words, name) >= 0 ? 3 : beginsName(words, name) ? 2 : 0;
      if (score) found.push({ place: placeIn(entry.city, landmark.name, landmark.point, "address"), score: score + bonus });
    }
  }
  return found;
}

/** Metres from a point to a street's line (flat-earth: streets are short). */
function metresToStreet(point: { lat: number; lng: number }, street: GazetteerStreet): number {
  const scale = Math.cos((point.lat * Math.PI) / 180);
  const toXY = ([lat, lng]: [number, number]) => [(lng - point.lng) * scale * 111_320, (lat - point.lat) * 110_574] as const;
  const [ax, ay] = toXY(street.from);
  const [bx, by] = toXY(street.to);
  const length2 = (bx - ax) ** 2 + (by - ay) ** 2;
  const t = length2 === 0 ? 0 : Math.min(1, Math.max(0, -(ax * (bx - ax) + ay * (by - ay)) / length2));
  return Math.hypot(ax + t * (bx - ax), ay + t * (by - ay));
}

/** The known street nearest the pin, within `withinMetres`. */
export function nearestStreet(point: { lat: number; lng: number }, withinMetres: number): Place | null {
  let best: { place: Place; metres: number } | null = null;
  for (const { city, streets } of cities) {
    for (const { street } of streets) {
      const metres = metresToStreet(point, street);
      if (metres <= withinMetres && (!best || metres < best.metres)) {
        best = { place: { ...placeIn(city, street.name, [point.lat, point.lng], "street") }, metres };
      }
    }
  }
  return best?.place ?? null;
}
