import { DEFAULT_PARTY_SIZE } from "@forkful/contracts/booking-rules";
import { buttonClasses } from "@forkful/ui/button";
import { ErrorState } from "@forkful/ui/error-state";
import { Link, Navigate } from "react-router";
import { takesCheckins } from "../../entities/restaurant/lib/service-off";
import { useReservationSlots } from "../../features/reservations/api/get-reservation-slots";
import { ReservationsClosed } from "../../features/reservations/components/reservations-closed";
import { hangsOnTodaysSlots, reservationsState } from "../../features/reservations/lib/reservations-state";
import { useRestaurantBySlug } from "../../features/restaurants/api/get-restaurant-by-slug";
import { errorStatus } from "../../shared/api/api-client";
import { useRouteParams } from "../../shared/lib/route-params";
import { themeStyle } from "../../shared/lib/theme";
import { todayInZone } from "../../shared/lib/zone-days";
import { LoadingPlaceholder } from "../../shared/ui/loading-placeholder";

/**
 * /reservation/{merchantSlug}/closed (spec §2): says truthfully why a table cannot be booked online now (no reservations
 * online, closed right now, fully booked today, read from the restaurant and today's slots), or that it can. It offers
 * Reserve a table when the restaurant takes reservations, its waitlist when it takes online check-ins, and the menu.
 */
export function ReservationClosedPage() {
  const { merchantSlug = "" } = useRouteParams();
  const query = useRestaurantBySlug(merchantSlug);
  const restaurant = query.data;
  const today = useReservationSlots(
    { locationId: restaurant?.id ?? 0, guestCount: DEFAULT_PARTY_SIZE, date: todayInZone(restaurant?.timeZoneCd ?? "UTC") },
    { enabled: restaurant !== undefined && hangsOnTodaysSlots(restaurant) },
  );
  if (query.isPending) return <LoadingPlaceholder />;
  if (query.isError) {
    if (errorStatus(query.error) === 404) return <Navigate to="/notFound" replace />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  if (today.isError) return <ErrorState onRetry={() => void today.refetch()} />;
  // Null only while today's slots, which it hangs on, load.
  const state = reservationsState(query.data, today.data);
  if (!state) return <LoadingPlaceholder />;
  const basePath = `/${query.data.merchantType}/${query.data.locationSlug}`;
  const menuType = query.data.orderTypes[0]?.menuType;
  const reserve = state !== "off" && state !== "paused";
  const waitlist = takesCheckins(query.data);
  return (
    <main style={themeStyle(query.data.theme)} className="min-h-dvh">
      <ReservationsClosed
        restaurant={query.data}
        state={state}
        actions={
          <>
            {reserve && (
              <Link to={`${basePath}/Reservation`} className={buttonClasses("primary")}>
                {state === "full" ? "Reserve for another day" : "Reserve a table"}
              </Link>
            )}
            {waitlist && (
              <Link to={`${basePath}/checkin`} className={buttonClasses(reserve ? "secondary" : "primary")}>
                Join the waitlist
              </Link>
            )}
            <Link
              to={menuType ? `${basePath}/menu/${menuType}` : basePath}
              className={buttonClasses(reserve || waitlist ? "secondary" : "primary")}
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
