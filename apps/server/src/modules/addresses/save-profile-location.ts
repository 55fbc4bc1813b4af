/**
 * The profile's "customerLocation" (PUT /customer/profile/v2) saved into the address book: the address the diner
 * chose last becomes the default. The same address text again updates that address (its tag and pin) instead of
 * adding a second one.
 */
import { addressText, type SavedAddress } from "@forkful/contracts/addresses";
import type { ADDRESS_TAGS } from "@forkful/contracts/constants";
import { insertAddress } from "./add-address";
import { addressRows } from "./addresses.repository";
import { type AddressesDeps, toSavedAddress } from "./addresses-deps";

export interface ProfileLocation {
  label: (typeof ADDRESS_TAGS)[number];
  address: string;
  lat: number;
  lng: number;
}

export async function saveProfileLocation(deps: AddressesDeps, customerId: string, location: ProfileLocation): Promise<SavedAddress> {
  const row = await deps.db.transaction(async (tx) => {
    const fields = { tag: location.label, lat: location.lat, lng: location.lng, isDefault: true };
    await deps.lockDiner(tx, customerId);
    const same = (await addressRows.listOf(tx, customerId)).find((a) => addressText(a) === location.address);
    if (!same) return insertAddress(deps, tx, customerId, { ...fields, addressLine1: location.address });
    await addressRows.clearDefault(tx, customerId);
    return addressRows.update(tx, same.id, fields);
  });
  return toSavedAddress(row);
}
