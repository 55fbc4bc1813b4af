import { EmptyState } from "@forkful/ui/empty-state";
import type { ReactNode } from "react";
import { RestaurantBar } from "../../entities/restaurant/components/restaurant-bar";
import { useCurrentRestaurant } from "../../entities/restaurant/hooks/use-current-restaurant";
import { tableLandingPathOf, tableMenuPathOf } from "../../entities/table/lib/tab-paths";
import { SettleBill } from "../../features/bills/components/settle-bill";
import { useOrder } from "../../features/orders/api/get-order";
import { useTableDetails } from "../../features/tables/api/get-table-details";
import { useTabEvents } from "../../features/tabs/api/tab-events";
import { TabLoadError } from "../../features/tabs/components/tab-load-error";
import { TabView } from "../../features/tabs/components/tab-view";
import { useRouteParams } from "../../shared/lib/route-params";
import { LoadingPlaceholder } from "../../shared/ui/loading-placeholder";

/**
 * The table order view …/table/{tableId}/order/{orderId} (issue 13): the table's tab round by round, live as the
 * kitchen moves its dishes, with Order more, Call Waiter and the bill (the tabs and bills features, composed). Only
 * the tab's diners (and the restaurant's staff) may read it.
 */
export function TableOrderPage() {
  const restaurant = useCurrentRestaurant();
  const { merchantType = restaurant.merchantType, merchantSlug = restaurant.locationSlug, tableId = "", orderId = "" } = useRouteParams();
  const place = { merchantType, locationSlug: merchantSlug, tableId };
  const query = useOrder({ orderId });
  const sectionName = useTableDetails({ locationId: restaurant.id, tableId }).data?.table?.sectionName ?? null;
  const order = query.data;
  useTabEvents(orderId, order?.tab);
  const bar = <RestaurantBar restaurant={restaurant} backTo={tableLandingPathOf(place)} backLabel="Back to the table" title="Your tab" />;

  let body: ReactNode;
  if (query.isPending) body = <LoadingPlaceholder />;
  else if (query.isError)
    body = <TabLoadError error={query.error} menuPath={tableMenuPathOf(place)} onRetry={() => void query.refetch()} />;
  else if (!order?.tab) body = <EmptyState title="This order is not a table's tab" body="Orders placed at a table show here." />;
  else
    body = (
      <TabView
        order={order}
        tab={order.tab}
        place={place}
        sectionName={sectionName}
        bill={<SettleBill order={order} tableId={tableId} />}
      />
    );

  return (
    <div className="min-h-dvh bg-stone-50">
      {bar}
      {body}
    </div>
  );
}
