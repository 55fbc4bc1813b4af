/** What other modules may use of the address book: a diner's addresses, saving the profile's location into it, and its deps. */
import type { AppContext } from "../../app-context";
import { createAddressesRepository } from "./addresses.repository";
import type { AddressesDeps } from "./addresses-deps";

export type { AddressesDeps } from "./addresses-deps";
export { listAddressesOf } from "./list-addresses";
export { type ProfileLocation, saveProfileLocation } from "./save-profile-location";

export function addressesDeps({ db }: Pick<AppContext, "db">): AddressesDeps {
  return { addresses: createAddressesRepository(db) };
}
