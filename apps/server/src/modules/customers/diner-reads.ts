/** What other modules read of a diner (issue 25: they query no customers table): names and numbers, and the diner's lock. */
import { eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { customers } from "../../db/schema/customers";

/** A diner as another module shows them. */
export interface DinerName {
  fullName: string;
  phoneNumber: string | null;
}

/** The named diners by id (an unknown id is absent). */
export async function dinersByIds(executor: Executor, ids: readonly string[]): Promise<Map<string, DinerName>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ id: customers.id, fullName: customers.fullName, phoneNumber: customers.phoneNumber })
    .from(customers)
    .where(inArray(customers.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...diner }) => [id, diner]));
}

/**
 * Holds the diner's row until the caller's transaction ends (must run in it), so two writes of one diner take turns
 * (an address book, favourites, support requests); false when there is no such diner.
 */
export async function lockDiner(executor: Executor, customerId: string): Promise<boolean> {
  const [row] = await executor.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for("update");
  return row !== undefined;
}
