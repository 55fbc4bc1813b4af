/**
 * The cart and the order it was placed as (the cart and orders features, composed): once the app sees that order
 * paid (or to be paid at the restaurant) the cart starts again and the coupon typed at checkout is forgotten; once it
 * sees it released or cancelled the cart stays, ready to be placed again.
 */
import type { Order } from "@forkful/contracts/orders";
import { cartStore } from "../features/cart/stores/cart-store";
import { checkoutCouponStore } from "../features/cart/stores/checkout-coupon-store";
import { orderPhase } from "../features/orders/lib/order-phase";

export function settleCartWith(order: Order): void {
  // A shared view leaves out the payment: only the placer's own view says whether it was paid.
  if (order.customerId === null) return;
  const phase = orderPhase(order);
  if (phase === "awaiting-payment") return;
  const cart = cartStore.getState();
  if (phase === "released" || phase === "cancelled") cart.orderDropped(order.orderId);
  else {
    const waited = cart.awaitingPayment?.orderId === order.orderId;
    cart.orderPaid(order.orderId);
    // The coupon typed at checkout went with that order.
    if (waited) checkoutCouponStore.getState().remove();
  }
}
