/** Staff took the money at the counter: the order's pay-at-the-location payment is collected. */
import type { Database } from "../../db/client";
import { type MovePaymentDeps, movePayment } from "./move-payment";
import { createPaymentsRepository } from "./payments.repository";

export type CollectedAtLocationDeps = MovePaymentDeps;

/** What collectedAtLocation needs, built from the database (the staff module builds it once). */
export function collectedAtLocationDeps(db: Database): CollectedAtLocationDeps {
  return { payments: createPaymentsRepository(db) };
}

/** True when a payment waiting at the location was collected; false when the order had none. */
export async function collectedAtLocation(deps: CollectedAtLocationDeps, orderId: string, at: Date): Promise<boolean> {
  const pending = (await deps.payments.paymentsOf(orderId)).find((p) => p.state === "at_location");
  if (!pending) return false;
  return movePayment(deps, {
    id: pending.id,
    from: ["at_location"],
    to: "collected",
    changes: { collectedAmount: pending.amount },
    event: { kind: "offline.collected", at },
  });
}
