/** What the address operations are built from, and the steps they share: the mapper and finding the caller's own address. */
import { ADDRESS_REFUSALS, type SavedAddress } from "@forkful/contracts/addresses";
import type { DinerLock } from "../../app-context";
import type { Database, Executor } from "../../db/client";
import { NotFoundError } from "../../lib/domain-errors";
import { assertOwner, type Caller } from "../../plugins/caller";
import { type AddressRow, addressRows } from "./addresses.repository";

export interface AddressesDeps {
  db: Database;
  /**
   * Holds the diner's row until the transaction ends, so two writes to one address book take turns (false: no such
   * diner). The customers module's, which uses the address book (so it is handed in, not imported).
   */
  lockDiner: DinerLock;
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
  const row = await addressRows.find(ex, id);
  if (!row) throw new NotFoundError(ADDRESS_REFUSALS.notFound);
  assertOwner(row.customerId, caller, ADDRESS_REFUSALS.notYours);
  return row;
}
