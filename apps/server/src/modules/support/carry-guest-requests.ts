/** A code signed a customer in from a guest session: the guest's support requests (and their answers) become the customer's. */
import type { NumberProved } from "../../integrations/events/event-catalogue";
import type { SupportDeps } from "./support-deps";

export async function carryGuestRequests(deps: Pick<SupportDeps, "support">, { tx, guestId, customerId }: NumberProved): Promise<void> {
  if (guestId) await deps.support.moveAll(tx, guestId, customerId);
}
