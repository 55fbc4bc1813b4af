import type { Order } from "@forkful/contracts/orders";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { checkoutPathOf } from "../../features/cart/lib/cart-paths";
import { useCart } from "../../features/cart/stores/cart-store";
import { DeliverySummary } from "../../features/delivery/components/delivery-summary";
import { useOrder } from "../../features/orders/api/get-order";
import { trackerPathOf } from "../../features/orders/lib/order-paths";
import { OrderPayment } from "../../features/payments/components/order-payment";
import { invalidateOrderQueries } from "../../shared/api/query-keys";
import { useRouteParams } from "../../shared/lib/route-params";

/**
 * …/order/{orderId}/placeOrder/payment and its table variant: the payments feature's page over the orders feature's
 * order (composed here); a coupon, an offer or a tip updates the order's queries itself; once paid, the order's
 * queries are asked again and its tracker opens. While the cart that placed it waits for its payment, the back arrow
 * returns to that cart's checkout (as the browser's Back does). A delivery's drop-off and a time ordered for sit beside
 * the order (the delivery feature's summary).
 */
export function PaymentPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { orderId = "", tableId } = useRouteParams();
  const query = useOrder({ orderId });
  const waiting = useCart((s) => s.awaitingPayment);
  const back = waiting?.orderId === orderId ? { to: checkoutPathOf(waiting), label: "Back to checkout" } : null;
  const trackerPath = (order: Order) =>
    trackerPathOf({
      merchantType: order.merchantType,
      locationSlug: order.locationSlug,
      orderId: order.orderId,
      tableId: tableId ?? order.tableId,
    });
  const onPaid = (order: Order) => {
    invalidateOrderQueries(queryClient, order);
    navigate(trackerPath(order), { replace: true });
  };
  return (
    <OrderPayment
      query={query}
      trackerPath={trackerPath}
      onPaid={onPaid}
      back={back}
      placeOf={(order) => <DeliverySummary order={order} timeZone={order.timeZone} />}
    />
  );
}
