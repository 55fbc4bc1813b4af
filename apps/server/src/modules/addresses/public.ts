/** What other modules may use of the address book: a diner's addresses, and saving the profile's location into it. */
export type { AddressesDeps } from "./addresses-deps";
export { listAddressesOf } from "./list-addresses";
export { type ProfileLocation, saveProfileLocation } from "./save-profile-location";
