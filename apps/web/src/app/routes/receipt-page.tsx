import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { MESSAGES } from "@forkful/contracts/messages";
import { Button, buttonClasses } from "@forkful/ui/button";
import { EmptyState } from "@forkful/ui/empty-state";
import { ErrorState } from "@forkful/ui/error-state";
import { PrinterIcon } from "@forkful/ui/icons";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { RestaurantBar } from "../../entities/restaurant/components/restaurant-bar";
import { useOptionalRestaurant } from "../../entities/restaurant/hooks/use-current-restaurant";
import { useReorder } from "../../features/cart/hooks/use-reorder";
import { RateOrderLink } from "../../features/feedback/components/rate-order-link";
import { useOrder } from "../../features/orders/api/get-order";
import { Receipt } from "../../features/orders/components/receipt";
import { trackerPathOf } from "../../features/orders/lib/order-paths";
import { isOrderOver } from "../../features/orders/lib/order-phase";
import { restaurantBySlugQueryOptions } from "../../features/restaurants/api/get-restaurant-by-slug";
import { GetHelpLink } from "../../features/support/components/get-help-link";
import { errorStatus } from "../../shared/api/api-client";
import { useRouteParams } from "../../shared/lib/route-params";
import { themeStyle } from "../../shared/lib/theme";
import { LoadingPlaceholder } from "../../shared/ui/loading-placeholder";
import { SiteHeader } from "../../shared/ui/site-header";
import { OrderAgainButton } from "./order-again-button";

export interface OrderReceiptByIdProps {
  orderId: string;
  splitId?: string | null;
  transactionId?: string | null;
  title?: string;
  /** The restaurant of the route; without one (/receipt/{orderId}, the account), it comes from the order. */
  restaurant?: RestaurantDetail;
  /** The order's tracker, when the route knows it; otherwise the order's own. */
  tracker?: string;
  /** What a diner can do when the order is not found or not theirs. */
  notFoundAction?: ReactNode;
}

/**
 * An order's printable receipt with Print and Track this order (and Order again once it is over: the cart feature's
 * reorder): the order (orders feature) and its restaurant (the route's, or the restaurants feature's by the order's
 * slug, with its address, time zone and colours), composed.
 */
export function OrderReceiptById({
  orderId,
  splitId,
  transactionId,
  title = "Receipt",
  restaurant: known,
  tracker,
  notFoundAction,
}: OrderReceiptByIdProps) {
  const order = useOrder({ orderId, splitId, transactionId });
  const slug = known ? "" : (order.data?.locationSlug ?? "");
  const fetched = useQuery({ ...restaurantBySlugQueryOptions(slug), enabled: slug !== "" });
  const restaurant = known ?? fetched.data;
  const { reorder, dialog } = useReorder();

  if (order.isError) {
    const status = errorStatus(order.error);
    if (status === 400 || status === 403 || status === 404)
      return <EmptyState title={status === 403 ? MESSAGES.orderOfAnotherAccount : MESSAGES.orderNotFound} action={notFoundAction} />;
    return <ErrorState onRetry={() => order.refetch()} />;
  }
  if (fetched.isError) return <ErrorState onRetry={() => fetched.refetch()} />;
  if (!order.data || !restaurant) return <LoadingPlaceholder />;
  const trackerPath =
    tracker ??
    trackerPathOf({ merchantType: order.data.merchantType, locationSlug: order.data.locationSlug, orderId, tableId: order.data.tableId });
  const placed = order.data;
  // Its placer's own view (a shared receipt has no owner) of an order that is over.
  const again = placed.customerId !== null && isOrderOver(placed);
  const content = (
    <>
      <Receipt order={placed} restaurant={restaurant} title={title} />
      <div className="mx-auto mt-4 flex max-w-xl flex-wrap justify-center gap-2 print:hidden">
        {again && <OrderAgainButton onClick={() => reorder(placed)} />}
        {again && <RateOrderLink order={placed} />}
        <Button variant="secondary" onClick={() => window.print()}>
          <PrinterIcon size={18} /> Print
        </Button>
        <Link to={trackerPath} className={buttonClasses("secondary")}>
          Track this order
        </Link>
        {placed.customerId !== null && <GetHelpLink order={placed} />}
      </div>
      {dialog}
    </>
  );
  // Under a restaurant's route its layout already sets its colours.
  return known ? content : <div style={themeStyle(restaurant.theme)}>{content}</div>;
}

/** A receipt under its restaurant: the restaurant's bar, back to the order's tracker. */
function RestaurantReceipt({ restaurant, title }: { restaurant: RestaurantDetail; title: string }) {
  const { orderId = "", splitId, transactionId, tableId } = useRouteParams();
  const { merchantType, locationSlug } = restaurant;
  const tracker = trackerPathOf({ merchantType, locationSlug, orderId, tableId, splitId, transactionId });
  const menuLink = (
    <Link to={`/${merchantType}/${locationSlug}/menu`} className={buttonClasses("secondary")}>
      Back to the menu
    </Link>
  );
  return (
    <div className="min-h-dvh bg-stone-50 print:min-h-0 print:bg-white">
      <RestaurantBar
        restaurant={restaurant}
        backTo={tracker}
        backLabel="Back to the order"
        title={title}
        actions={
          <span className="hidden sm:block">
            <Button variant="secondary" size="sm" onClick={() => window.print()}>
              <PrinterIcon size={16} /> Print
            </Button>
          </span>
        }
      />
      <main className="px-4 pt-5 pb-16 print:p-0">
        <OrderReceiptById
          orderId={orderId}
          splitId={splitId}
          transactionId={transactionId}
          title={title}
          restaurant={restaurant}
          tracker={tracker}
          notFoundAction={menuLink}
        />
      </main>
    </div>
  );
}

/** A receipt whose route names no restaurant (/receipt/{orderId}): the site's header. */
function StandaloneReceipt({ title }: { title: string }) {
  const { orderId = "", splitId, transactionId } = useRouteParams();
  return (
    <div className="min-h-dvh bg-stone-50 print:min-h-0 print:bg-white">
      <SiteHeader />
      <main className="px-4 pt-6 pb-16 print:p-0">
        <OrderReceiptById orderId={orderId} splitId={splitId} transactionId={transactionId} title={title} />
      </main>
    </div>
  );
}

/**
 * Every receipt route (…/receipt/{orderId}, /receipt/{orderId}, the table, split and transaction variants) and every
 * order summary (the same with /orderSummary, and …/tracker/{orderId}/orderSummary): one printable receipt.
 */
export function ReceiptPage() {
  const restaurant = useOptionalRestaurant();
  const title = /\/orderSummary\/?$/.test(useLocation().pathname) ? "Order summary" : "Receipt";
  return restaurant ? <RestaurantReceipt restaurant={restaurant} title={title} /> : <StandaloneReceipt title={title} />;
}
