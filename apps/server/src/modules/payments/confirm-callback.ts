/** A verified processor callback moves the payment it confirms (authorized, collected, or paid by link or UPI). */
import { BadRequestError, NotFoundError } from "../../lib/domain-errors";
import { type GiveBackDeps, settlePayment } from "./give-back";

export interface ProcessorEvent {
  type: "authorization.succeeded" | "capture.succeeded" | "payment.paid";
  reference: string;
  processorRef: string;
  amount: number;
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
}

export async function confirmCallback(deps: GiveBackDeps, event: ProcessorEvent): Promise<void> {
  const row = await deps.payments.payment(event.reference);
  if (!row) throw new NotFoundError("No payment has this reference");
  const { processorRef, amount } = event;
  const card = event.card
    ? { cardBrand: event.card.brand, cardLast4: event.card.last4, cardExpMonth: event.card.expMonth, cardExpYear: event.card.expYear }
    : {};
  if (event.type === "authorization.succeeded") {
    if (amount !== row.amount) throw new BadRequestError("The authorized amount is not the payment's amount");
    const changes = { ...card, processorRef, authorizedAmount: amount };
    await settlePayment(deps, row, { from: "authorizing", to: "authorized", changes, processorRef, amount, captured: false });
  } else if (event.type === "capture.succeeded") {
    if (amount > row.authorizedAmount) throw new BadRequestError("The collected amount is above the authorization");
    const changes = { collectedAmount: amount };
    await settlePayment(deps, row, { from: "collecting", to: "collected", changes, processorRef, amount, captured: true });
  } else {
    if (amount !== row.amount) throw new BadRequestError("The paid amount is not the payment's amount");
    const changes = { ...card, authorizedAmount: amount, collectedAmount: amount };
    await settlePayment(deps, row, { from: "awaiting_payer", to: "collected", changes, processorRef, amount, captured: true });
  }
}
