/**
 * Moves a payment, the one way every payment state changes: in one transaction, lock the order then the payment (the
 * same order discount and tip changes take: no deadlock, and the order's total cannot change until the move ends),
 * check the move is one the state machine allows and the guard, then update the payment, record the event and write
 * the order's payment status.
 */
import { canMovePayment } from "@forkful/contracts/payment-states";
import type { PaymentState } from "@forkful/contracts/payments";
import type { PaymentGuard } from "./payment-refused";
import type { PaymentChanges, PaymentEvent, PaymentsRepository } from "./payments.repository";

export interface MovePaymentDeps {
  payments: PaymentsRepository;
}

export interface PaymentMove {
  id: string;
  /** The states the payment may be in; in none of them, someone else moved it first. */
  from: readonly PaymentState[];
  to: PaymentState;
  changes?: PaymentChanges;
  event: PaymentEvent;
  /** The payment's amount becomes the order's total as locked. */
  amountFromOrder?: boolean;
  guard?: PaymentGuard;
}

/** True when the payment moved; false when it was not in `from` (someone else moved it first). */
export async function movePayment(deps: MovePaymentDeps, move: PaymentMove): Promise<boolean> {
  const { id, to, event } = move;
  const refused = move.from.find((from) => !canMovePayment(from, to));
  if (refused) throw new Error(`A payment cannot move from ${refused} to ${to}`);
  const { payments } = deps;
  return payments.transaction(async (tx) => {
    const orderId = await payments.orderIdOf(tx, id);
    if (!orderId) return false;
    const order = await payments.lockOrderTotals(tx, orderId);
    const current = await payments.lockPayment(tx, id);
    if (!order || !current || !move.from.includes(current.state)) return false;
    if (move.guard) {
      const others = await payments.statesOfOthers(tx, orderId, id);
      move.guard({ orderStatus: order.status, orderTotal: order.total, others });
    }
    const amount = move.amountFromOrder ? { amount: order.total } : {};
    await payments.updatePayment(tx, id, { ...move.changes, ...amount, state: to, updatedAt: event.at });
    await payments.insertEvent(id, to, event, tx);
    await payments.writeOrderPaymentStatus(tx, orderId, event.at);
    return true;
  });
}
