/** PUT /addresses/{id}: changes the caller's address; `isDefault: true` takes the default from the others in the same transaction. */
import type { SavedAddress, UpdateAddressRequest } from "@forkful/contracts/addresses";
import type { Caller } from "../../plugins/caller";
import { type AddressChanges, addressRows } from "./addresses.repository";
import { type AddressesDeps, callersAddress, toSavedAddress } from "./addresses-deps";

/** An optional line sent empty is cleared; one not sent is kept. */
const optionalLine = (value: string | undefined) => (value === undefined ? undefined : value || null);

function changesOf(update: UpdateAddressRequest): AddressChanges {
  const changes: AddressChanges = {
    tag: update.tag,
    addressLine1: update.addressLine1,
    addressLine2: optionalLine(update.addressLine2),
    addressLine3: optionalLine(update.addressLine3),
    city: optionalLine(update.city),
    postalCode: optionalLine(update.postalCode),
    lat: update.lat,
    lng: update.lng,
    isDefault: update.isDefault,
  };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

export async function changeAddress(
  deps: AddressesDeps,
  { id, ...update }: UpdateAddressRequest & { id: string },
  caller: Caller,
): Promise<SavedAddress> {
  const row = await deps.db.transaction(async (tx) => {
    await deps.lockDiner(tx, caller.customerId);
    await callersAddress(deps, tx, id, caller);
    if (update.isDefault) await addressRows.clearDefault(tx, caller.customerId);
    return addressRows.update(tx, id, changesOf(update));
  });
  return toSavedAddress(row);
}
