import { useEffect } from "react";
import { useLocation } from "react-router";
import { ActiveOrderBanner, bannerHiddenAt } from "../../features/orders/components/active-order-banner";
import { useActiveOrder } from "../../features/orders/hooks/use-active-order";
import { useSession } from "../../shared/hooks/use-session";
import { settleCartWith } from "../cart-order-sync";

/**
 * The diner's current order on every page (the orders feature's banner), except on that order's own pages and the
 * payment page; seen paid, the cart that waited for it starts again (cart and orders, composed).
 */
export function CurrentOrderBanner() {
  const session = useSession();
  const { pathname } = useLocation();
  const order = useActiveOrder(session.kind === "signedIn" ? session.customerId : null, pathname);
  useEffect(() => {
    if (order) settleCartWith(order);
  }, [order]);
  if (!order || bannerHiddenAt(pathname, order.orderId)) return null;
  return <ActiveOrderBanner order={order} />;
}
