/** A code signed a customer in from a guest session: the feedback the guest gave on their orders becomes the customer's. */
import type { NumberProved } from "../../integrations/events/event-catalogue";
import type { FeedbackDeps } from "./feedback-deps";

export async function carryGuestFeedback(deps: Pick<FeedbackDeps, "feedback">, { tx, guestId, customerId }: NumberProved): Promise<void> {
  if (guestId) await deps.feedback.moveAll(tx, guestId, customerId);
}
