/** A diner's saved addresses (spec §7 /addresses), and finding places for them (geocoding, the map's settings). */
import type { AppModule } from "../../app-context";
import { addressesRoutes } from "./addresses.routes";
import type { AddressesDeps } from "./addresses-deps";
import { carryGuestAddresses } from "./carry-guest-addresses";
import { geocodeRoutes } from "./geocode.routes";
import { mapSettingsOf } from "./geocoding-deps";

export const addressesModule: AppModule = async (api, context) => {
  const deps: AddressesDeps = { db: context.db, lockDiner: context.dinerLock };
  context.events.subscribe("numberProved", async (proved) => void (await carryGuestAddresses(deps, proved)));
  await api.register(addressesRoutes, { deps });
  await api.register(geocodeRoutes, { deps: { geocoder: context.geocoder, mapSettings: mapSettingsOf(context.config.MAP_TILE_URL) } });
};
