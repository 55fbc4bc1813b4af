import { Navigate, useNavigate } from "react-router";
import { RestaurantBar } from "../../entities/restaurant/components/restaurant-bar";
import { useCurrentRestaurant } from "../../entities/restaurant/hooks/use-current-restaurant";
import { serviceOff } from "../../entities/restaurant/lib/service-off";
import { ReservationBooking } from "../../features/reservations/components/reservation-booking";
import { takesReservations } from "../../features/reservations/lib/reservation-days";
import { useRouteParams } from "../../shared/lib/route-params";

/**
 * /{merchantType}/{merchantSlug}/Reservation (spec §2): party, day and time, then who it is for, then Reserve; the
 * reservation's page follows. A restaurant that takes no reservations, or turned them off for a while, sends the
 * diner to its closed page.
 */
export function ReservationPage() {
  const restaurant = useCurrentRestaurant();
  const { merchantType, merchantSlug } = useRouteParams();
  const navigate = useNavigate();
  const basePath = `/${merchantType}/${merchantSlug}`;
  if (!takesReservations(restaurant) || serviceOff(restaurant, "reservations"))
    return <Navigate to={`/reservation/${merchantSlug}/closed`} replace />;
  return (
    <>
      <RestaurantBar restaurant={restaurant} backTo={basePath} backLabel="Back to the restaurant" title="Reserve a table" />
      <main className="mx-auto max-w-5xl px-4 pt-5 pb-16">
        <h1 className="text-2xl font-bold text-stone-900">Reserve a table</h1>
        <p className="mt-1 mb-5 text-sm text-stone-600">
          {restaurant.merchantName} · {restaurant.branchName}
        </p>
        <ReservationBooking restaurant={restaurant} onBooked={(booking) => navigate(`${basePath}/reservation/${booking.reservationId}`)} />
      </main>
    </>
  );
}
