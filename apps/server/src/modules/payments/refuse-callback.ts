/**
 * A processor callback whose signature was refused. It is recorded; it marks the payment 23 only when it names the
 * charge Forkful is waiting on (a processor reference no client ever sees), so a forged request cannot fail a payment.
 */
import { movePayment } from "./move-payment";
import type { PaymentDeps } from "./payment-steps";

export const SIGNATURE_REFUSED = "callback.signature_refused";

export async function refuseCallback(
  deps: Pick<PaymentDeps, "payments" | "processor" | "clock">,
  reference: string | null,
  processorRef: string | null,
  detail: Record<string, unknown>,
): Promise<void> {
  if (!reference) return;
  const row = await deps.payments.payment(reference);
  if (!row) return;
  await deps.payments.insertEvent(row.id, row.state, { kind: SIGNATURE_REFUSED, at: deps.clock(), detail: { ...detail, processorRef } });
  if (row.state !== "authorizing" || !processorRef || row.processorRef !== processorRef) return;
  const moved = await movePayment(deps, {
    id: row.id,
    from: ["authorizing"],
    to: "signature_mismatch",
    event: { kind: SIGNATURE_REFUSED, at: deps.clock() },
  });
  if (moved) await deps.processor.void(processorRef);
}
