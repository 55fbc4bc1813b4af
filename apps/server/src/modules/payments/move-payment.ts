/**
 * Moves a payment, the one way every payment state changes: in one transaction, lock the order then the payment (the
 * same order discount and tip changes take: no deadlock, and the order's total cannot change until the move ends),
 * check the move is one the state machine allows and the guard, then update the payment, record the event and write
 * the order's payment status.
 */
import { mayQueueAtRestaurant } from "@forkful/contracts/order-status";
import { canMovePayment } from "@forkful/contracts/payment-states";
import type { PaymentState } from "@forkful/contracts/payments";
import type { DomainEvents } from "../../integrations/events/domain-events";
import type { AppMetrics } from "../../lib/app-metrics";
import { publishStatus } from "../orders/public";
import type { PaymentGuard } from "./payment-refused";
import type { PaymentChanges, PaymentEvent, PaymentsRepository } from "./payments.repository";
import { type BillSettled, settleBill } from "./settle-bill";

export interface MovePaymentDeps {
  payments: PaymentsRepository;
  /**
   * Trackers are told when a part of a table's split bill is paid (at the counter too), when a paid bill completes the
   * order (17), and when a payment moves a restaurant's queue.
   */
  events?: DomainEvents;
  /** Counts each move by the state it reached (payment outcomes, for operators). */
  metrics?: Pick<AppMetrics, "paymentMoved">;
}

export interface PaymentMove {
  id: string;
  /** The states the payment may be in; in none of them, someone else moved it first. */
  from: readonly PaymentState[];
  to: PaymentState;
  changes?: PaymentChanges;
  event: PaymentEvent;
  /** The payment's amount becomes the order's total as locked (a part's total, for a part of a split bill). */
  amountFromOrder?: boolean;
  guard?: PaymentGuard;
}

/** True when the payment moved; false when it was not in `from` (someone else moved it first). */
export async function movePayment(deps: MovePaymentDeps, move: PaymentMove): Promise<boolean> {
  const { id, to, event } = move;
  const refused = move.from.find((from) => !canMovePayment(from, to));
  if (refused) throw new Error(`A payment cannot move from ${refused} to ${to}`);
  const { payments } = deps;
  type Moved = BillSettled & { orderId: string; locationId: number; status: number; queueAt: number | null };
  const moved = await payments.transaction(async (tx): Promise<Moved | false> => {
    const orderId = await payments.orderIdOf(tx, id);
    if (!orderId) return false;
    const order = await payments.lockOrderTotals(tx, orderId);
    const current = await payments.lockPayment(tx, id);
    if (!order || !current || !move.from.includes(current.state)) return false;
    const splitId = current.splitId ?? null;
    const split = splitId ? ((await payments.splitOf(orderId, splitId, tx)) ?? { state: "void" as const, total: 0 }) : null;
    const total = split ? split.total : order.total;
    if (move.guard) {
      const others = await payments.statesOfOthers(tx, orderId, id, splitId);
      move.guard({ orderStatus: order.status, orderTotal: total, others, tabState: order.tabState, split });
    }
    const amount = move.amountFromOrder ? { amount: total } : {};
    await payments.updatePayment(tx, id, { ...move.changes, ...amount, state: to, updatedAt: event.at });
    await payments.insertEvent(id, to, event, tx);
    await payments.writeOrderPaymentStatus(tx, orderId, event.at);
    const settled = order.tabState
      ? await settleBill(payments, tx, orderId, id, event.at)
      : { movedTo: null, partsMoved: false, tabClosed: false };
    // Paid (or to be paid at the counter), or no longer, while it waits for the restaurant: its queue changed.
    const queueAt = mayQueueAtRestaurant(order) ? order.locationId : null;
    return { orderId, locationId: order.locationId, status: order.status, queueAt, ...settled };
  });
  if (!moved) return false;
  deps.metrics?.paymentMoved(to);
  const { orderId, locationId, movedTo, partsMoved, tabClosed, queueAt } = moved;
  if (queueAt !== null) await deps.events?.publish("queueMoved", { locationId: queueAt });
  // A part paid, or the tab closed, leaves the order's status as it may be: the frame says it again, and the table's
  // phones read the bill (a closed tab's pages stop offering Order more and Call Waiter).
  const status = movedTo ?? (partsMoved || tabClosed ? moved.status : null);
  if (status !== null && deps.events) await publishStatus(deps.events, { orderId, locationId }, status, event.at);
  return true;
}
