/** The diner's own profile (spec §3 "User detail"), with their favourites. */
import type { UserDetail } from "@forkful/contracts/customers";
import { listAddressesOf } from "../addresses/public";
import { favouriteIdsOf } from "../favourites/public";
import { toUserDetail } from "./customer-mapper";
import type { CustomerRow } from "./customers.repository";
import type { CustomersDeps } from "./customers-deps";
import { existingCustomer } from "./customers-deps";

export async function profileOf(deps: Pick<CustomersDeps, "db" | "customers" | "addresses">, row: CustomerRow): Promise<UserDetail> {
  const [favourites, addresses] = await Promise.all([favouriteIdsOf(deps.db, row.id), listAddressesOf(deps.addresses.db, row.id)]);
  return toUserDetail(row, favourites, addresses);
}

export async function showProfile(
  deps: Pick<CustomersDeps, "db" | "customers" | "addresses">,
  { id }: { id: string },
): Promise<UserDetail> {
  return profileOf(deps, await existingCustomer(deps.customers, id));
}
