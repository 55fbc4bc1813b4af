import { MESSAGES } from "@forkful/contracts/messages";
import { Link, useLocation } from "react-router";
import { errorStatus } from "../../../shared/api/api-client";
import { useCurrentRestaurant } from "../../../shared/hooks/use-current-restaurant";
import { useRouteParams } from "../../../shared/lib/route-params";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { ErrorState } from "../../../shared/ui/error-state";
import { PrinterIcon } from "../../../shared/ui/icons";
import { LoadingPlaceholder } from "../../../shared/ui/loading-placeholder";
import { RestaurantBar } from "../../../shared/ui/restaurant-bar";
import { useOrder } from "../api/get-order";
import { Receipt } from "../components/receipt";
import { trackerPathOf } from "../lib/order-paths";

/**
 * Every receipt route (…/receipt/{orderId}, the table, split and transaction variants) and every order summary
 * (the same with /orderSummary, and …/tracker/{orderId}/orderSummary): one printable receipt.
 */
export function ReceiptPage() {
  const restaurant = useCurrentRestaurant();
  const { orderId = "", splitId, transactionId, tableId } = useRouteParams();
  const summary = /\/orderSummary\/?$/.test(useLocation().pathname);
  const title = summary ? "Order summary" : "Receipt";
  const query = useOrder({ orderId, splitId, transactionId });
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  const tracker = trackerPathOf({
    merchantType: restaurant.merchantType,
    locationSlug: restaurant.locationSlug,
    orderId,
    tableId,
    splitId,
    transactionId,
  });

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
        {query.isPending ? (
          <LoadingPlaceholder />
        ) : query.isError ? (
          [400, 403, 404].includes(errorStatus(query.error) ?? 0) ? (
            <EmptyState
              title={errorStatus(query.error) === 403 ? MESSAGES.orderOfAnotherAccount : MESSAGES.orderNotFound}
              action={
                <Link to={`${base}/menu`} className={buttonClasses("secondary")}>
                  Back to the menu
                </Link>
              }
            />
          ) : (
            <ErrorState onRetry={() => query.refetch()} />
          )
        ) : (
          <>
            <Receipt order={query.data} restaurant={restaurant} title={title} />
            <div className="mx-auto mt-4 flex max-w-xl flex-wrap justify-center gap-2 print:hidden">
              <Button variant="secondary" onClick={() => window.print()}>
                <PrinterIcon size={18} /> Print
              </Button>
              <Link to={tracker} className={buttonClasses("secondary")}>
                Track this order
              </Link>
            </div>
          </>
        )}
      </main>
    </div>
  );
}
