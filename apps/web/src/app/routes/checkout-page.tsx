import type { Order } from "@forkful/contracts/orders";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { CheckoutView } from "../../features/cart/components/checkout-view";
import { customerOrdersQueryKey } from "../../features/orders/api/get-customer-orders";
import { orderQueryKey } from "../../features/orders/api/get-order";
import { rememberActiveOrder } from "../../features/orders/lib/active-orders";
import { paymentPathOf } from "../../features/orders/lib/order-paths";

/**
 * /{merchantType}/{merchantSlug}/checkOut: the cart's checkout; a placed order becomes an active order (kept an hour)
 * and its payment page opens (the cart and orders features, composed).
 */
export function CheckoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onPlaced = (order: Order) => {
    rememberActiveOrder(order);
    queryClient.setQueryData([...orderQueryKey(order.orderId), null, null], order);
    if (order.customerId) void queryClient.invalidateQueries({ queryKey: customerOrdersQueryKey(order.customerId) });
    navigate(
      paymentPathOf({ merchantType: order.merchantType, locationSlug: order.locationSlug, orderId: order.orderId, tableId: order.tableId }),
      { replace: true },
    );
  };
  return <CheckoutView onPlaced={onPlaced} />;
}
