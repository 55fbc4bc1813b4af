/**
 * The one place an unpaid order's money changes after it was placed (a tip, a coupon, item offers): under the
 * order's row lock, refused once the order is finished or a payment holds its money, repriced from what the order
 * already holds, with wallet money no longer needed given back.
 */
import { FINAL_ORDER_STATUSES } from "@forkful/contracts/order-status";
import type { TipType } from "@forkful/contracts/order-totals";
import { moneyIsLocked } from "@forkful/contracts/payment-states";
import { REFUSALS } from "@forkful/contracts/refusals";
import { SPLIT_REFUSALS } from "@forkful/contracts/splits";
import { ConflictError } from "../../lib/domain-errors";
import { assertWithinOrderLimit } from "./order-limit";
import { repriceOrder } from "./order-repricing";
import type { NewOrderRow, OrderRow } from "./order-rows";
import type { Executor, OrderRecord, OrdersRepository } from "./orders.repository";

/** What the diner is told when the order's money may no longer change. */
export interface MoneyRefusals {
  finished: string;
  moneyLocked: string;
  /** A table's bill split in parts: the parts sum to it, so the whole bill's amount stays as split. */
  split: string;
}

export const MONEY_LOCKED = "Payment has started for this order, so its amount can no longer change";

/** A coupon or an offer. */
export const DISCOUNT_REFUSALS: MoneyRefusals = {
  finished: "This order is finished; its amount can no longer change",
  moneyLocked: MONEY_LOCKED,
  split: SPLIT_REFUSALS.amountWhileSplit,
};

export const TIP_REFUSALS: MoneyRefusals = {
  finished: "A finished order cannot take a tip",
  moneyLocked: "Payment has started for this order, so its tip can no longer change",
  split: SPLIT_REFUSALS.tipOnParts,
};

export const ORDER_CHANGED_MEANWHILE = REFUSALS.ORDER_CHANGED_MEANWHILE;

/** Refuses an order whose amount may not change any more (finished, cancelled, being paid, or split in parts). */
export function assertMoneyCanChange(record: OrderRecord, refusals: MoneyRefusals): void {
  if (FINAL_ORDER_STATUSES.includes(record.order.status)) throw new ConflictError(refusals.finished);
  if (record.order.tabState === "settling") throw new ConflictError(refusals.split);
  if (moneyIsLocked(record.payments.map((p) => p.state))) throw new ConflictError(refusals.moneyLocked);
}

/** The new tip and/or discount of the order; what is left out stays as it is. */
export interface MoneyChange {
  tip?: number;
  tipType?: TipType;
  discount?: number;
}

/** Locks the order, checks it again, writes its new tip or discount and total, and gives wallet money back. */
export async function repriceUnderLock(
  deps: { orders: Pick<OrdersRepository, "lockOrder" | "updateOrderIfStatus" | "creditWallet"> },
  tx: Executor,
  orderId: string,
  change: (locked: OrderRecord) => MoneyChange | Promise<MoneyChange>,
  now: Date,
  refusals: MoneyRefusals,
): Promise<void> {
  const { orders } = deps;
  const locked = await orders.lockOrder(tx, orderId);
  assertMoneyCanChange(locked, refusals);
  const wanted = await change(locked);
  const repriced = repriceOrder(locked.order, wanted);
  assertWithinOrderLimit({ ...locked.order, tip: repriced.tip }, locked.order.currency);
  const money = {
    ...(wanted.tip === undefined ? {} : { tip: repriced.tip }),
    ...(wanted.tipType === undefined ? {} : { tipType: wanted.tipType }),
    ...(wanted.discount === undefined ? {} : { discount: repriced.discount }),
    walletRedeemed: repriced.walletRedeemed,
    total: repriced.total,
  };
  await writeNewMoney(orders, tx, locked.order, money, repriced.walletReturned, now);
}

/** What of the order's money a repricing writes. */
export type NewMoney = Partial<Pick<NewOrderRow, "subtotal" | "tax" | "tip" | "tipType" | "discount" | "walletRedeemed" | "total">>;

/**
 * Writes the locked order's new money (a tip, a discount, a round voided, a part's tip) and gives back to the wallet
 * what it no longer needs.
 */
export async function writeNewMoney(
  orders: Pick<OrdersRepository, "updateOrderIfStatus" | "creditWallet">,
  tx: Executor,
  order: Pick<OrderRow, "id" | "status" | "customerId">,
  money: NewMoney,
  walletReturned: number,
  now: Date,
): Promise<void> {
  const changed = await orders.updateOrderIfStatus(order.id, order.status, { ...money, updatedAt: now }, tx);
  // Under the row lock the status cannot move; kept as the guard the tip always had.
  if (!changed) throw new ConflictError(ORDER_CHANGED_MEANWHILE);
  if (order.customerId) await orders.creditWallet(tx, order.customerId, walletReturned);
}
