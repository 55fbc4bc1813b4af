import { Link, Navigate } from "react-router";
import { ReservationsClosed } from "../../features/reservations/components/reservations-closed";
import { useRestaurantBySlug } from "../../features/restaurants/api/get-restaurant-by-slug";
import { errorStatus } from "../../shared/api/api-client";
import { useRouteParams } from "../../shared/lib/route-params";
import { themeStyle } from "../../shared/lib/theme";
import { buttonClasses } from "../../shared/ui/button";
import { ErrorState } from "../../shared/ui/error-state";
import { LoadingPlaceholder } from "../../shared/ui/loading-placeholder";

/**
 * /reservation/{merchantSlug}/closed (spec §2): the restaurant does not take reservations. It offers the menu and,
 * when the restaurant takes online check-ins, its waitlist.
 */
export function ReservationClosedPage() {
  const { merchantSlug = "" } = useRouteParams();
  const query = useRestaurantBySlug(merchantSlug);
  if (query.isPending) return <LoadingPlaceholder />;
  if (query.isError) {
    if (errorStatus(query.error) === 404) return <Navigate to="/notFound" replace />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  const restaurant = query.data;
  const basePath = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  const menuType = restaurant.orderTypes[0]?.menuType;
  return (
    <main style={themeStyle(restaurant.theme)} className="min-h-dvh">
      <ReservationsClosed
        restaurant={restaurant}
        actions={
          <>
            {restaurant.onlineCheckin && (
              <Link to={`${basePath}/checkin`} className={buttonClasses("primary")}>
                Join the waitlist
              </Link>
            )}
            <Link
              to={menuType ? `${basePath}/menu/${menuType}` : basePath}
              className={buttonClasses(restaurant.onlineCheckin ? "secondary" : "primary")}
            >
              See the menu
            </Link>
            <Link to={basePath} className={buttonClasses("ghost")}>
              Back to the restaurant
            </Link>
          </>
        }
      />
    </main>
  );
}
