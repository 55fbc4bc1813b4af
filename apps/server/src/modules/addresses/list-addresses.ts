/** GET /addresses: the diner's saved addresses, the default first, then the newest. */
import type { SavedAddress } from "@forkful/contracts/addresses";
import type { Caller } from "../../plugins/caller";
import { type AddressesDeps, toSavedAddress } from "./addresses-deps";

/** Any diner's addresses (the profile reads them for its owner). */
export async function listAddressesOf(deps: AddressesDeps, customerId: string): Promise<SavedAddress[]> {
  const rows = await deps.addresses.listOf(deps.addresses.db, customerId);
  return rows.map(toSavedAddress);
}

export function listAddresses(deps: AddressesDeps, caller: Caller): Promise<SavedAddress[]> {
  return listAddressesOf(deps, caller.customerId);
}
