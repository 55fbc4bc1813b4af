/** What finding places is built from: the configured geocoder and the map's tile settings. */
import { type MapSettings, OSM_TILES } from "@forkful/contracts/geocoding";
import type { Geocoder } from "../../integrations/geocoding/geocoder";

export interface GeocodingDeps {
  geocoder: Geocoder;
  mapSettings: MapSettings;
}

/** Tiles are OpenStreetMap's or a mirror of them: their attribution is owed wherever they are drawn. */
export function mapSettingsOf(tileUrl: string): MapSettings {
  return tileUrl
    ? { tileUrl, attribution: OSM_TILES.attribution, attributionUrl: OSM_TILES.attributionUrl }
    : { tileUrl: "", attribution: "", attributionUrl: "" };
}
