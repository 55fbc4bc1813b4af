import type { Order } from "@forkful/contracts/orders";
import { SPLIT_REFUSALS } from "@forkful/contracts/splits";
import { TAB_REFUSALS } from "@forkful/contracts/tabs";
import { buttonClasses } from "@forkful/ui/button";
import { EmptyState } from "@forkful/ui/empty-state";
import { type UseQueryResult, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { OrderLoadError } from "../../entities/order/components/order-load-error";
import { RestaurantBar } from "../../entities/restaurant/components/restaurant-bar";
import { useCurrentRestaurant } from "../../entities/restaurant/hooks/use-current-restaurant";
import { PartSettled } from "../../features/bills/components/part-settled";
import { PartSummary } from "../../features/bills/components/part-summary";
import { TransactionPart } from "../../features/bills/components/transaction-part";
import { type TabPlace, tabViewPathOf } from "../../features/bills/lib/bill-paths";
import { isPartSettled } from "../../features/bills/lib/parts-order";
import { useOrder } from "../../features/orders/api/get-order";
import { PaymentView } from "../../features/payments/components/payment-view";
import { useTabEvents } from "../../features/tabs/api/tab-events";
import { errorStatus } from "../../shared/api/api-client";
import { invalidateOrderQueries } from "../../shared/api/query-keys";
import { useRouteParams } from "../../shared/lib/route-params";
import { LoadingPlaceholder } from "../../shared/ui/loading-placeholder";

/** A part of the bill: paid or to be paid at the restaurant, or its payment by every way the restaurant takes. */
function SplitPart({ query, order, splitId, place }: { query: UseQueryResult<Order>; order: Order; splitId: string; place: TabPlace }) {
  const queryClient = useQueryClient();
  const split = order.tab?.splits.find((s) => s.splitId === splitId);
  if (!split) {
    const back = (
      <Link to={tabViewPathOf(place)} className={buttonClasses("secondary")}>
        Back to the tab
      </Link>
    );
    return <EmptyState title={SPLIT_REFUSALS.noSuchSplit} action={back} />;
  }
  if (isPartSettled(split)) return <PartSettled order={order} split={split} place={place} />;
  return (
    <PaymentView
      order={order}
      part={{
        splitId,
        label: split.label,
        total: split.total,
        subtotal: split.subtotal,
        tip: split.tip,
        tipType: split.tipType,
        summary: <PartSummary order={order} split={split} />,
      }}
      refreshing={query.isFetching}
      refetchOrder={() => void query.refetch()}
      onPaid={() => invalidateOrderQueries(queryClient, order)}
    />
  );
}

/**
 * …/table/{tableId}/order/{orderId}/e/splitId/{splitId}: one part of the tab's bill and its payment;
 * …/e/transactionId/{transactionId}: one payment of the tab, its state and amount, and its part. Live through the
 * tab's event stream until the tab closes.
 */
export function BillPartPage() {
  const restaurant = useCurrentRestaurant();
  const { orderId = "", tableId = "", splitId, transactionId } = useRouteParams();
  const query = useOrder({ orderId, splitId, transactionId });
  // A part paid at the counter (or by another phone) shows as paid while the diner waits here.
  useTabEvents(orderId, query.data?.tab);
  const place: TabPlace = { merchantType: restaurant.merchantType, locationSlug: restaurant.locationSlug, tableId, orderId };
  const order = query.data;
  const split = splitId ? order?.tab?.splits.find((s) => s.splitId === splitId) : undefined;
  const title = split ? split.label : transactionId ? "A payment of the bill" : "A part of the bill";
  const bar = <RestaurantBar restaurant={restaurant} backTo={tabViewPathOf(place)} backLabel="Back to the tab" title={title} />;
  let body: ReactNode;
  if (query.isPending) body = <LoadingPlaceholder />;
  else if (errorStatus(query.error) === 403) body = <EmptyState title={TAB_REFUSALS.notADiner} />;
  else if (query.isError || !order)
    body = (
      <OrderLoadError query={query} menuPath={`/${restaurant.merchantType}/${restaurant.locationSlug}/table/${tableId}/menu/dinein`} />
    );
  else if (splitId) body = <SplitPart query={query} order={order} splitId={splitId} place={place} />;
  else body = <TransactionPart order={order} place={place} />;
  return (
    <div className="min-h-dvh bg-stone-50">
      {bar}
      {body}
    </div>
  );
}
