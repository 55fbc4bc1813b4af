import { MESSAGES } from "@forkful/contracts/messages";
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation } from "react-router";
import { useOrder } from "../../features/orders/api/get-order";
import { Receipt } from "../../features/orders/components/receipt";
import { trackerPathOf } from "../../features/orders/lib/order-paths";
import { restaurantBySlugQueryOptions } from "../../features/restaurants/api/get-restaurant-by-slug";
import { errorStatus } from "../../shared/api/api-client";
import { useRouteParams } from "../../shared/lib/route-params";
import { themeStyle } from "../../shared/lib/theme";
import { Button, buttonClasses } from "../../shared/ui/button";
import { EmptyState } from "../../shared/ui/empty-state";
import { ErrorState } from "../../shared/ui/error-state";
import { PrinterIcon } from "../../shared/ui/icons";
import { LoadingPlaceholder } from "../../shared/ui/loading-placeholder";
import { SiteHeader } from "../../shared/ui/site-header";

export interface OrderReceiptByIdProps {
  orderId: string;
  splitId?: string | null;
  transactionId?: string | null;
  title?: string;
}

/**
 * An order's receipt where the route names no restaurant (/receipt/{orderId}, the account's order summary): the
 * restaurant (its address, time zone and colours) comes from the order (the orders and restaurants features, composed).
 */
export function OrderReceiptById({ orderId, splitId, transactionId, title = "Receipt" }: OrderReceiptByIdProps) {
  const order = useOrder({ orderId, splitId, transactionId });
  const slug = order.data?.locationSlug ?? "";
  const restaurant = useQuery({ ...restaurantBySlugQueryOptions(slug), enabled: slug !== "" });

  if (order.isError) {
    const status = errorStatus(order.error);
    if (status === 400 || status === 403 || status === 404)
      return <EmptyState title={status === 403 ? MESSAGES.orderOfAnotherAccount : MESSAGES.orderNotFound} />;
    return <ErrorState onRetry={() => order.refetch()} />;
  }
  if (restaurant.isError) return <ErrorState onRetry={() => restaurant.refetch()} />;
  if (!order.data || !restaurant.data) return <LoadingPlaceholder />;
  const tracker = trackerPathOf({
    merchantType: order.data.merchantType,
    locationSlug: order.data.locationSlug,
    orderId,
    tableId: order.data.tableId,
  });
  return (
    <div style={themeStyle(restaurant.data.theme)}>
      <Receipt order={order.data} restaurant={restaurant.data} title={title} />
      <div className="mx-auto mt-4 flex max-w-xl flex-wrap justify-center gap-2 print:hidden">
        <Button variant="secondary" onClick={() => window.print()}>
          <PrinterIcon size={18} /> Print
        </Button>
        <Link to={tracker} className={buttonClasses("secondary")}>
          Track this order
        </Link>
      </div>
    </div>
  );
}

/** /receipt/{orderId} and its split, transaction and /orderSummary variants. */
export function StandaloneReceipt() {
  const { orderId = "", splitId, transactionId } = useRouteParams();
  const summary = /\/orderSummary\/?$/.test(useLocation().pathname);
  return (
    <div className="min-h-dvh bg-stone-50 print:min-h-0 print:bg-white">
      <SiteHeader />
      <main className="px-4 pt-6 pb-16 print:p-0">
        <OrderReceiptById orderId={orderId} splitId={splitId} transactionId={transactionId} title={summary ? "Order summary" : "Receipt"} />
      </main>
    </div>
  );
}
