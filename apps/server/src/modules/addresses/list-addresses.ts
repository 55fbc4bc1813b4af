/** GET /addresses: the diner's saved addresses, the default first, then the newest. */
import type { SavedAddress } from "@forkful/contracts/addresses";
import type { Executor } from "../../db/client";
import type { Caller } from "../../plugins/caller";
import { addressRows } from "./addresses.repository";
import { type AddressesDeps, toSavedAddress } from "./addresses-deps";

/** Any diner's addresses (the profile reads them for its owner). */
export async function listAddressesOf(executor: Executor, customerId: string): Promise<SavedAddress[]> {
  const rows = await addressRows.listOf(executor, customerId);
  return rows.map(toSavedAddress);
}

export function listAddresses(deps: AddressesDeps, caller: Caller): Promise<SavedAddress[]> {
  return listAddressesOf(deps.db, caller.customerId);
}
