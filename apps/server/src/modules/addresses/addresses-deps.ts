/** What the address operations are built from, and the steps they share: the mapper and finding the caller's own address. */
import { ADDRESS_REFUSALS, type SavedAddress } from "@forkful/contracts/addresses";
import type { Executor } from "../../db/client";
import { NotFoundError } from "../../lib/domain-errors";
import { assertOwner, type Caller } from "../../plugins/caller";
import type { AddressesRepository, AddressRow } from "./addresses.repository";

export interface AddressesDeps {
  addresses: AddressesRepository;
}

export function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    customerId: row.customerId,
    tag: row.tag,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    addressLine3: row.addressLine3,
    city: row.city,
    postalCode: row.postalCode,
    lat: row.lat,
    lng: row.lng,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The address, when it is the caller's: 404 when there is none, 403 when it is another diner's. */
export async function callersAddress(deps: AddressesDeps, ex: Executor, id: string, caller: Caller | null): Promise<AddressRow> {
  const row = await deps.addresses.find(ex, id);
  if (!row) throw new NotFoundError(ADDRESS_REFUSALS.notFound);
  assertOwner(row.customerId, caller, ADDRESS_REFUSALS.notYours);
  return row;
}
