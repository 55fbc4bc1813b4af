import type { Order } from "@forkful/contracts/orders";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { customerOrdersQueryKey } from "../../features/orders/api/get-customer-orders";
import { orderQueryKey, useOrder } from "../../features/orders/api/get-order";
import { trackerPathOf } from "../../features/orders/lib/order-paths";
import { OrderPayment } from "../../features/payments/components/order-payment";
import { useRouteParams } from "../../shared/lib/route-params";

/**
 * …/order/{orderId}/placeOrder/payment and its table variant: the payments feature's page over the orders feature's
 * order (composed here); once paid, the order's queries are asked again and its tracker opens.
 */
export function PaymentPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { orderId = "", tableId } = useRouteParams();
  const query = useOrder({ orderId });
  const trackerPath = (order: Order) =>
    trackerPathOf({
      merchantType: order.merchantType,
      locationSlug: order.locationSlug,
      orderId: order.orderId,
      tableId: tableId ?? order.tableId,
    });
  const onOrderChange = (order: Order) => queryClient.setQueriesData({ queryKey: orderQueryKey(order.orderId) }, order);
  const onPaid = (order: Order) => {
    void queryClient.invalidateQueries({ queryKey: orderQueryKey(order.orderId) });
    if (order.customerId) void queryClient.invalidateQueries({ queryKey: customerOrdersQueryKey(order.customerId) });
    navigate(trackerPath(order), { replace: true });
  };
  return <OrderPayment query={query} trackerPath={trackerPath} onOrderChange={onOrderChange} onPaid={onPaid} />;
}
