/**
 * POST /addresses: saves an address for the caller. The first one becomes the default; `isDefault: true` takes the
 * default from the others in the same transaction. A diner keeps at most MAX_SAVED_ADDRESSES.
 */
import { ADDRESS_REFUSALS, type AddressFields, MAX_SAVED_ADDRESSES, type SavedAddress } from "@forkful/contracts/addresses";
import type { Executor } from "../../db/client";
import { ConflictError, NotFoundError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import { type AddressRow, addressRows } from "./addresses.repository";
import { type AddressesDeps, toSavedAddress } from "./addresses-deps";

/** Inserts under the address book's lock (the caller holds the transaction): the limit, then the default. */
export async function insertAddress(deps: AddressesDeps, tx: Executor, customerId: string, fields: AddressFields): Promise<AddressRow> {
  if (!(await deps.lockDiner(tx, customerId))) throw new NotFoundError("No such customer");
  const count = await addressRows.countOf(tx, customerId);
  if (count >= MAX_SAVED_ADDRESSES) throw new ConflictError(ADDRESS_REFUSALS.tooMany);
  const isDefault = fields.isDefault === true || count === 0;
  if (isDefault) await addressRows.clearDefault(tx, customerId);
  return addressRows.insert(tx, {
    customerId,
    tag: fields.tag,
    addressLine1: fields.addressLine1,
    addressLine2: fields.addressLine2 || null,
    addressLine3: fields.addressLine3 || null,
    city: fields.city || null,
    postalCode: fields.postalCode || null,
    lat: fields.lat,
    lng: fields.lng,
    isDefault,
  });
}

export async function addAddress(deps: AddressesDeps, fields: AddressFields, caller: Caller): Promise<SavedAddress> {
  const row = await deps.db.transaction((tx) => insertAddress(deps, tx, caller.customerId, fields));
  return toSavedAddress(row);
}
