/**
 * An order's money after a change of tip or discount, from what the order already holds. The wallet money already
 * taken stays taken up to what is due; any excess goes back to the wallet.
 */
export interface OrderMoney {
  subtotal: number;
  tax: number;
  deliveryFee: number;
  tip: number;
  discount: number;
  walletRedeemed: number;
}

export interface Repriced {
  tip: number;
  discount: number;
  walletRedeemed: number;
  total: number;
  /** Wallet money to give back. */
  walletReturned: number;
}

export function repriceOrder(order: OrderMoney, change: { tip?: number; discount?: number }): Repriced {
  const tip = change.tip ?? order.tip;
  const discount = Math.min(Math.max(0, change.discount ?? order.discount), order.subtotal);
  const due = order.subtotal + order.tax + order.deliveryFee + tip - discount;
  const walletRedeemed = Math.min(order.walletRedeemed, due);
  return { tip, discount, walletRedeemed, total: due - walletRedeemed, walletReturned: order.walletRedeemed - walletRedeemed };
}
