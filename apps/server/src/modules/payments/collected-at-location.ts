/** Staff took the money at the counter: the order's pay-at-the-location payment is collected. */
import type { Database } from "../../db/client";
import type { DomainEvents } from "../../integrations/events/domain-events";
import { type MovePaymentDeps, movePayment } from "./move-payment";
import { createPaymentsRepository } from "./payments.repository";

/** What recording money taken at the counter uses of the app: the database and the events it tells. */
export interface CollectedAtLocationDeps {
  db: Database;
  events?: DomainEvents;
  metrics?: MovePaymentDeps["metrics"];
}

/** The payments module's own queries on the caller's database, with the events a payment's move tells. */
const paymentMoves = ({ db, events, metrics }: CollectedAtLocationDeps): MovePaymentDeps => ({
  payments: createPaymentsRepository(db),
  events,
  metrics,
});

/**
 * True when a payment waiting at the location was collected; false when the order (or its part `splitId` of a split
 * table bill; null: the whole order) had none.
 */
export async function collectedAtLocation(
  counter: CollectedAtLocationDeps,
  orderId: string,
  at: Date,
  splitId: string | null = null,
): Promise<boolean> {
  const deps = paymentMoves(counter);
  const pending = (await deps.payments.paymentsOf(orderId)).find((p) => p.splitId === splitId && p.state === "at_location");
  if (!pending) return false;
  return movePayment(deps, {
    id: pending.id,
    from: ["at_location"],
    to: "collected",
    changes: { collectedAmount: pending.amount },
    event: { kind: "offline.collected", at },
  });
}

/** True when `splitId` is a part (live or not) of the order's split bill. */
export async function isPartOfBill(counter: CollectedAtLocationDeps, orderId: string, splitId: string): Promise<boolean> {
  return (await paymentMoves(counter).payments.splitOf(orderId, splitId)) !== null;
}
