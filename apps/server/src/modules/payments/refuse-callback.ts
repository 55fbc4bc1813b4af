/**
 * A processor callback whose signature was refused. Anyone can send one, so it writes nothing unless the processor
 * itself confirms what it claims: a charge made for this very payment, whose money was authorized or paid, while the
 * payment waits on that charge (a card authorizing, a link or UPI request awaiting its payer). Only then is it the
 * processor's own callback signed with a wrong key: it is recorded once, and a card authorization it confirms is
 * voided and the payment becomes signature mismatch (23).
 */
import { movePayment } from "./move-payment";
import { type PaymentDeps, processorConfirmsCharge } from "./payment-steps";
import type { PaymentRow } from "./payments.repository";

export const SIGNATURE_REFUSED = "callback.signature_refused";

/** What an unverified callback claims to be about. */
export interface CallbackClaims {
  reference: string | null;
  processorRef: string | null;
}

type RefuseDeps = Pick<PaymentDeps, "payments" | "processor" | "clock">;

export async function refuseCallback(deps: RefuseDeps, claims: CallbackClaims, detail: Record<string, unknown>): Promise<void> {
  const row = await paymentWaitingOn(deps, claims);
  if (!row || !claims.processorRef) return;
  const processorRef = claims.processorRef;
  const event = { kind: SIGNATURE_REFUSED, at: deps.clock(), detail: { ...detail, processorRef } };
  if (row.state === "authorizing" && row.processorRef === processorRef) {
    const moved = await movePayment(deps, { id: row.id, from: ["authorizing"], to: "signature_mismatch", event });
    if (moved) await deps.processor.void(processorRef);
    return;
  }
  // A link or UPI request paid with a wrong signature, or a card authorization whose answer has not come back yet
  // (card-attempt.ts voids it when it does): recorded once, however often the processor retries.
  if (await refusedBefore(deps, row.id, processorRef)) return;
  await deps.payments.insertEvent(row.id, row.state, event);
}

/** True when a refused callback naming `processorRef` was already recorded on the payment. */
export async function refusedBefore(deps: Pick<RefuseDeps, "payments">, id: string, processorRef: string): Promise<boolean> {
  return (await deps.payments.eventsOf(id)).some(
    (e) => e.kind === SIGNATURE_REFUSED && (e.detail as { processorRef?: string } | null)?.processorRef === processorRef,
  );
}

/** The payment the callback names, when it waits on the charge named and the processor confirms that charge. */
async function paymentWaitingOn(deps: RefuseDeps, { reference, processorRef }: CallbackClaims): Promise<PaymentRow | null> {
  if (!reference || !processorRef) return null;
  const row = await deps.payments.payment(reference);
  if (!row) return null;
  const waits =
    row.state === "authorizing"
      ? row.processorRef === null || row.processorRef === processorRef
      : row.state === "awaiting_payer" && row.processorRef === processorRef;
  if (!waits) return null;
  return (await processorConfirmsCharge(deps.processor, row.id, processorRef)) ? row : null;
}
