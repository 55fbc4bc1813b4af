/**
 * Distances from a diner to a restaurant: the "Near me" radius, and the unit the restaurant's country reads them in
 * (miles in the few countries that still use them, kilometres elsewhere). Decision 021.
 */

/** "Near me" lists restaurants within this many km, as delivery apps do (about 30 miles). */
export const NEAR_ME_RADIUS_KM = 50;

export const KM_PER_MILE = 1.609344;

/** Countries whose roads are signed in miles, by ISO code and by the name the restaurant data uses. */
export const MILE_COUNTRIES: readonly string[] = ["US", "GB", "LR", "MM", "United States", "United Kingdom", "Liberia", "Myanmar"];

export type DistanceUnit = "mile" | "kilometer";

export function distanceUnitOf(country: string): DistanceUnit {
  const wanted = country.trim().toLowerCase();
  return MILE_COUNTRIES.some((c) => c.toLowerCase() === wanted) ? "mile" : "kilometer";
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(unit: DistanceUnit, digits: number): Intl.NumberFormat {
  const key = `${unit}:${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en", { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: digits });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "1.2 mi" or "3.4 km": one decimal under 10, whole numbers above; never "0" for a place a step away. */
export function formatDistance(km: number, country: string): string {
  const unit = distanceUnitOf(country);
  const value = unit === "mile" ? km / KM_PER_MILE : km;
  const digits = value < 10 ? 1 : 0;
  return formatterFor(unit, digits).format(Math.max(value, 0.1));
}

/** The "Near me" radius in both units, for a diner whose country we do not know: "50 km (31 mi)". */
export function nearMeRadiusLabel(): string {
  return `${formatterFor("kilometer", 0).format(NEAR_ME_RADIUS_KM)} (${formatterFor("mile", 0).format(NEAR_ME_RADIUS_KM / KM_PER_MILE)})`;
}
