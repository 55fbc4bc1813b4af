import { useReorder } from "../../features/cart/hooks/use-reorder";
import { RateOrderLink } from "../../features/feedback/components/rate-order-link";
import { MyOrders } from "../../features/orders/components/my-orders";

/**
 * My orders with Reorder (the orders and cart features, composed): the account's MyOrders section renders this.
 * Reorder checks the dishes (POST merchants/cartItems), puts the available ones in the cart and opens it; a finished
 * order offers Rate your order (the feedback feature).
 */
export function MyOrdersSection() {
  const { reorder, dialog } = useReorder();
  return (
    <>
      <MyOrders onReorder={reorder} orderActions={(order) => <RateOrderLink order={order} size="sm" />} />
      {dialog}
    </>
  );
}
