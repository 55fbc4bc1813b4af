/** Writing a new discount onto an unpaid order, under the order's row lock, with wallet money given back if due. */
import { FINAL_ORDER_STATUSES } from "@forkful/contracts/order-status";
import { moneyIsLocked } from "@forkful/contracts/payment-states";
import type { PaymentState } from "@forkful/contracts/payments";
import { ConflictError } from "../../lib/domain-errors";
import { repriceOrder } from "../orders/order-repricing";
import type { Executor, OrderRecord, OrdersRepository } from "../orders/orders.repository";

export const MONEY_LOCKED = "Payment has started for this order, so its amount can no longer change";

/** Refuses an order whose amount may not change any more (finished, cancelled, or being paid). */
export function assertDiscountable(record: OrderRecord): void {
  if (FINAL_ORDER_STATUSES.includes(record.order.status))
    throw new ConflictError("This order is finished; its amount can no longer change");
  if (moneyIsLocked(record.payments.map((p) => p.state as PaymentState))) throw new ConflictError(MONEY_LOCKED);
}

/** Re-reads the order under lock, checks it again, and writes its discount and total. */
export async function writeDiscount(
  orders: OrdersRepository,
  tx: Executor,
  orderId: string,
  discountOf: (locked: OrderRecord) => number | Promise<number>,
  now: Date,
): Promise<void> {
  const locked = await orders.lockOrder(tx, orderId);
  assertDiscountable(locked);
  const repriced = repriceOrder(locked.order, { discount: await discountOf(locked) });
  await orders.updateOrderIfStatus(
    orderId,
    locked.order.status,
    { discount: repriced.discount, walletRedeemed: repriced.walletRedeemed, total: repriced.total, updatedAt: now },
    tx,
  );
  if (locked.order.customerId) await orders.creditWallet(tx, locked.order.customerId, repriced.walletReturned);
}
