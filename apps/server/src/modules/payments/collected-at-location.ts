/** Staff took the money at the counter: the order's pay-at-the-location payment is collected. */
import type { Database } from "../../db/client";
import type { DomainEvents } from "../../integrations/events/domain-events";
import { type MovePaymentDeps, movePayment } from "./move-payment";
import { createPaymentsRepository } from "./payments.repository";

export type CollectedAtLocationDeps = MovePaymentDeps;

/** What collectedAtLocation needs, built from the database (the staff module builds it once). */
export function collectedAtLocationDeps(db: Database, events?: DomainEvents): CollectedAtLocationDeps {
  return { payments: createPaymentsRepository(db), events };
}

/**
 * True when a payment waiting at the location was collected; false when the order (or its part `splitId` of a split
 * table bill; null: the whole order) had none.
 */
export async function collectedAtLocation(
  deps: CollectedAtLocationDeps,
  orderId: string,
  at: Date,
  splitId: string | null = null,
): Promise<boolean> {
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
export async function isPartOfBill(deps: CollectedAtLocationDeps, orderId: string, splitId: string): Promise<boolean> {
  return (await deps.payments.splitOf(orderId, splitId)) !== null;
}
