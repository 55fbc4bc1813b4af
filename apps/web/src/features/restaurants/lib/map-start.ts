import type { FindMerchantAnswer } from "@forkful/contracts/merchants";
import type { Point } from "../../../entities/location/lib/selected-location";

export interface MapStart extends Point {
  label: string;
  city: string | null;
  /** Where the start came from: the map refits when it changes. */
  source: "selected" | "device" | "city";
}

/** The first city with restaurants, centred on the middle of its restaurants: where a map starts with nothing else to go on. */
export function firstCityStart(answer: FindMerchantAnswer): MapStart | null {
  const city = answer.cities[0];
  if (!city) return null;
  const inCity = answer.restaurants.filter((r) => r.city === city.name && r.country === city.country);
  if (inCity.length === 0) return null;
  const lat = inCity.reduce((sum, r) => sum + r.lat, 0) / inCity.length;
  const lng = inCity.reduce((sum, r) => sum + r.lng, 0) / inCity.length;
  return { lat, lng, label: city.name, city: city.name, source: "city" };
}
