import type { CourierPosition } from "@forkful/contracts/delivery";
import { useEffect, useState } from "react";
import { OrderLoadError } from "../../entities/order/components/order-load-error";
import { RestaurantBar } from "../../entities/restaurant/components/restaurant-bar";
import { useCurrentRestaurant } from "../../entities/restaurant/hooks/use-current-restaurant";
import { useReorder } from "../../features/cart/hooks/use-reorder";
import { OrderHandover } from "../../features/delivery/components/order-handover";
import { RateOrderLink } from "../../features/feedback/components/rate-order-link";
import { useOrder } from "../../features/orders/api/get-order";
import { OrderTracker } from "../../features/orders/components/order-tracker";
import { useOrderEvents } from "../../features/orders/hooks/use-order-events";
import { forgetActiveOrder } from "../../features/orders/lib/active-orders";
import { isOrderOver } from "../../features/orders/lib/order-phase";
import { GetHelpLink } from "../../features/support/components/get-help-link";
import { useRouteParams } from "../../shared/lib/route-params";
import { LoadingPlaceholder } from "../../shared/ui/loading-placeholder";
import { settleCartWith } from "../cart-order-sync";
import { OrderAgainButton } from "./order-again-button";

/**
 * …/tracker/{orderId} (with /e/splitId/{splitId} or /e/transactionId/{transactionId}), …/order/{orderId} and the
 * table order view …/table/{tableId}/order/{orderId}: the order's status, its steps with their times, the dishes and
 * totals, the ETA and the restaurant's number, live as the restaurant moves the order. Seen paid, the cart that
 * waited for it starts again; once over, it offers Order again (the cart feature's reorder). A delivery shows its courier
 * live on a map, a pickup its curbside "I'm here" (the delivery feature's).
 */
export function TrackerPage() {
  const restaurant = useCurrentRestaurant();
  const { orderId = "", splitId, transactionId, tableId } = useRouteParams();
  const query = useOrder({ orderId, splitId, transactionId });
  const order = query.data;
  const over = order ? isOrderOver(order) : false;
  // A delivery's courier, as the order's stream pushes it (the delivery feature follows it on the map).
  const [courier, setCourier] = useState<CourierPosition | null>(null);
  const stream = useOrderEvents(orderId, Boolean(order) && !over, setCourier);
  const { reorder, dialog } = useReorder();

  useEffect(() => {
    if (over) forgetActiveOrder(orderId);
  }, [over, orderId]);
  useEffect(() => {
    if (order) settleCartWith(order);
  }, [order]);

  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  const menuPath = tableId ? `${base}/table/${tableId}/menu/dinein` : `${base}/menu`;
  const bar = (title: string) => <RestaurantBar restaurant={restaurant} backTo={menuPath} backLabel="Back to the menu" title={title} />;

  if (query.isPending) {
    return (
      <>
        {bar("Your order")}
        <LoadingPlaceholder />
      </>
    );
  }
  if (query.isError) {
    return (
      <div className="min-h-dvh bg-stone-50">
        {bar("Your order")}
        <OrderLoadError query={query} menuPath={menuPath} />
      </div>
    );
  }

  return (
    <>
      <OrderTracker
        order={query.data}
        stream={stream}
        courier={courier}
        bar={bar(`Order #${query.data.orderNumber}`)}
        orderAgain={
          <div className="flex flex-wrap gap-2">
            <OrderAgainButton onClick={() => reorder(query.data)} />
            <RateOrderLink order={query.data} />
          </div>
        }
        handover={
          <>
            <OrderHandover order={query.data} restaurant={restaurant} stream={stream} courier={courier} />
            {/* Only the order's diner asks about it (a shared link's view has no owner). */}
            {query.data.customerId !== null && <GetHelpLink order={query.data} className="w-full" />}
          </>
        }
      />
      {dialog}
    </>
  );
}
