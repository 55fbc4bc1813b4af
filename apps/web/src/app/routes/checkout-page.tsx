import type { Order } from "@forkful/contracts/orders";
import { useNavigate } from "react-router";
import { CheckoutView } from "../../features/cart/components/checkout-view";
import { rememberActiveOrder } from "../../features/orders/lib/active-orders";
import { paymentPathOf } from "../../features/orders/lib/order-paths";

/**
 * /{merchantType}/{merchantSlug}/checkOut: the cart's checkout; a placed order becomes an active order (kept an hour)
 * and its payment page opens (the cart and orders features, composed).
 */
export function CheckoutPage() {
  const navigate = useNavigate();
  const onPlaced = (order: Order) => {
    rememberActiveOrder(order);
    navigate(
      paymentPathOf({ merchantType: order.merchantType, locationSlug: order.locationSlug, orderId: order.orderId, tableId: order.tableId }),
      { replace: true },
    );
  };
  return <CheckoutView onPlaced={onPlaced} />;
}
