import type { Order } from "@forkful/contracts/orders";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { tabPathOf } from "../../entities/table/lib/tab-paths";
import { CheckoutAddressPicker } from "../../features/addresses/components/checkout-address-picker";
import type { AddressPicker } from "../../features/cart/components/checkout/address-section";
import { CheckoutView } from "../../features/cart/components/checkout-view";
import type { AwaitingPayment } from "../../features/cart/stores/cart-state";
import { cancelOrder } from "../../features/orders/api/cancel-order";
import { orderQueryOptions } from "../../features/orders/api/get-order";
import { forgetActiveOrder, rememberActiveOrder } from "../../features/orders/lib/active-orders";
import { paymentPathOf, trackerPathOf } from "../../features/orders/lib/order-paths";
import { orderPhase } from "../../features/orders/lib/order-phase";
import { setOrderQueries } from "../../shared/api/query-keys";
import { settleCartWith } from "../cart-order-sync";

/** The checkout's address: saved addresses and the address form (the addresses feature). */
const addressPicker: AddressPicker = (props) => <CheckoutAddressPicker {...props} />;

/**
 * /{merchantType}/{merchantSlug}/checkOut: the cart's checkout; a placed order becomes an active order (kept an hour)
 * and its payment page opens on top of the checkout, so Back returns to it with the cart whole. Continuing again with
 * the same cart opens that order's payment (no second order); a changed cart cancels it and places a new one.
 */
export function CheckoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onPlaced = (order: Order) => {
    // A round on a table's tab: the tab shows it, and the whole bill is paid there at the end.
    if (order.tab && order.tableId) return navigate(tabPathOf({ ...order, tableId: order.tableId }, order.orderId));
    rememberActiveOrder(order);
    navigate(paymentPathOf(order));
  };
  const resume = async (waiting: AwaitingPayment) => {
    let order: Order;
    try {
      order = await queryClient.fetchQuery({ ...orderQueryOptions({ orderId: waiting.orderId }), staleTime: 0 });
    } catch {
      return false;
    }
    settleCartWith(order);
    const phase = orderPhase(order);
    if (phase === "released" || phase === "cancelled") return false;
    rememberActiveOrder(order);
    navigate(phase === "awaiting-payment" ? paymentPathOf(waiting) : trackerPathOf(waiting));
    return true;
  };
  const onSuperseded = (waiting: AwaitingPayment) => {
    forgetActiveOrder(waiting.orderId);
    // Its dishes, coupon and wallet come back at once rather than when it is released; a refusal changes nothing.
    cancelOrder(waiting.orderId).then(
      (order) => setOrderQueries(queryClient, order),
      () => {},
    );
  };
  return <CheckoutView onPlaced={onPlaced} resume={resume} onSuperseded={onSuperseded} addressPicker={addressPicker} />;
}
