/** What the profile operations are built from, and the steps they share: finding the customer, saving changes. */
import type { Executor } from "../../db/client";
import { NotFoundError } from "../../lib/domain-errors";
import type { AddressesDeps } from "../addresses/public";
import type { OneTimeCodeDeps } from "../one-time-codes/public";
import type { CustomerChanges, CustomerRow, CustomersRepository } from "./customers.repository";
import { withLinkedConflicts } from "./linked-conflict";

export interface CustomersDeps {
  /** Reads of other modules' data (favourites, restaurants) run here. */
  db: Executor;
  customers: CustomersRepository;
  /** Codes sent to a new mobile number. */
  codes: OneTimeCodeDeps;
  /** The address book the profile's locations live in. */
  addresses: AddressesDeps;
}

/** The customer, or 404. */
export async function existingCustomer(customers: CustomersRepository, customerId: string): Promise<CustomerRow> {
  const row = await customers.findById(customerId);
  if (!row) throw new NotFoundError("No such customer");
  return row;
}

/** Writes changes; a mobile, email or username another account took meanwhile is a 400 'linked'. */
export function saveCustomer(customers: CustomersRepository, customerId: string, changes: CustomerChanges): Promise<CustomerRow> {
  return withLinkedConflicts(() => customers.update(customerId, changes));
}
