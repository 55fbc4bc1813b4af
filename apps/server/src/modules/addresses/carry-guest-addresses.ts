/**
 * A code signed a customer in from a guest session: the addresses the guest saved become the customer's, in the
 * sign-in's transaction. The customer's default stays the default; without one, the guest's default becomes it. Limits
 * guard saving new addresses, not what a diner already had: nothing the guest saved is left behind.
 */
import type { NumberProved } from "../../integrations/events/event-catalogue";
import { addressRows } from "./addresses.repository";
import type { AddressesDeps } from "./addresses-deps";

export async function carryGuestAddresses(deps: AddressesDeps, { tx, guestId, customerId }: NumberProved): Promise<number> {
  if (!guestId) return 0;
  await deps.lockDiner(tx, customerId);
  const hasDefault = (await addressRows.listOf(tx, customerId)).some((a) => a.isDefault);
  return addressRows.moveAll(tx, guestId, customerId, !hasDefault);
}
