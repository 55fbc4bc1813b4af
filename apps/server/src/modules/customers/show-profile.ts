/** The diner's own profile (spec §3 "User detail"), with their favourites. */
import type { UserDetail } from "@forkful/contracts/customers";
import { toUserDetail } from "./customer-mapper";
import type { CustomerRow } from "./customers.repository";
import type { CustomersDeps } from "./customers-deps";
import { existingCustomer } from "./customers-deps";

export async function profileOf(deps: Pick<CustomersDeps, "customers">, row: CustomerRow): Promise<UserDetail> {
  return toUserDetail(row, await deps.customers.favourites(row.id));
}

export async function showProfile(deps: Pick<CustomersDeps, "customers">, { id }: { id: string }): Promise<UserDetail> {
  return profileOf(deps, await existingCustomer(deps.customers, id));
}
