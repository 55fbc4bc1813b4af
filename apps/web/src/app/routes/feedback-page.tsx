import { Button, buttonClasses } from "@forkful/ui/button";
import { EmptyState } from "@forkful/ui/empty-state";
import { Link } from "react-router";
import { RestaurantBar } from "../../entities/restaurant/components/restaurant-bar";
import { useOptionalRestaurant } from "../../entities/restaurant/hooks/use-current-restaurant";
import { FeedbackPanel } from "../../features/feedback/components/feedback-panel";
import { useOrder } from "../../features/orders/api/get-order";
import { trackerPathOf } from "../../features/orders/lib/order-paths";
import { useSession } from "../../shared/hooks/use-session";
import { useRouteParams } from "../../shared/lib/route-params";
import { SiteHeader } from "../../shared/ui/site-header";

/**
 * /order/{orderId}/CD/feedbacks, alone or under its restaurant: feedback on a finished order (the feedback feature), with
 * the way back to the order's tracker (the orders feature's path, from the order when the route names no restaurant).
 */
export function FeedbackPage() {
  const restaurant = useOptionalRestaurant();
  const session = useSession();
  const { orderId = "" } = useRouteParams();
  const order = useOrder({ orderId });
  const place = restaurant ?? order.data;
  const tracker = place
    ? trackerPathOf({ merchantType: place.merchantType, locationSlug: place.locationSlug, orderId, tableId: order.data?.tableId })
    : `/receipt/${encodeURIComponent(orderId)}`;
  const home = restaurant ? `/${restaurant.merchantType}/${restaurant.locationSlug}/menu` : "/";
  const trackerLink = (
    <Link to={tracker} className={buttonClasses("primary")}>
      Track this order
    </Link>
  );
  const backLink = (
    <Link to={home} className={buttonClasses("secondary")}>
      {restaurant ? "Back to the menu" : "Find restaurants"}
    </Link>
  );
  return (
    <div className="min-h-dvh bg-stone-50">
      {restaurant ? (
        <RestaurantBar restaurant={restaurant} backTo={tracker} backLabel="Back to the order" title="Rate your order" />
      ) : (
        <SiteHeader />
      )}
      <main className="px-4 pt-6 pb-16 md:pt-10">
        {session.customerId ? (
          <FeedbackPanel customerId={session.customerId} orderId={orderId} trackerLink={trackerLink} backLink={backLink} />
        ) : (
          <EmptyState
            title="Sign in to rate your order"
            body="Use the account you ordered with."
            action={<Button onClick={() => session.openSignIn()}>Sign in</Button>}
          />
        )}
      </main>
    </div>
  );
}
