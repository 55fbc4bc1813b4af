import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { RestaurantBar } from "../../entities/restaurant/components/restaurant-bar";
import { useCurrentRestaurant } from "../../entities/restaurant/hooks/use-current-restaurant";
import { CheckinLiveView } from "../../features/checkin/components/checkin-live-view";
import { forgetCheckin } from "../../features/checkin/lib/checkin-marker";
import { useReservation } from "../../features/reservations/api/get-reservation";
import { ReservationDetail } from "../../features/reservations/components/reservation-detail";
import { ReservationLoadError } from "../../features/reservations/components/reservation-load-error";
import { useSession } from "../../shared/hooks/use-session";
import { useRouteParams } from "../../shared/lib/route-params";
import { LoadingPlaceholder } from "../../shared/ui/loading-placeholder";

/**
 * /{merchantType}/{merchantSlug}/reservation/{reservationId}: the reservation's confirmation and page (POST
 * /customer/reservationId/v2), with Add to calendar, directions, Change and Cancel; someone else's says so. The link in
 * a booking's texts and emails opens here, so a check-in (the same spec id) shows its live place in line instead.
 */
export function ReservationDetailPage() {
  const restaurant = useCurrentRestaurant();
  const session = useSession();
  const navigate = useNavigate();
  const { merchantType, merchantSlug, reservationId = "" } = useRouteParams();
  const basePath = `/${merchantType}/${merchantSlug}`;
  const query = useReservation(reservationId);
  const isCheckin = query.data?.kind === "checkin";
  let body: ReactNode;
  if (query.isPending) body = <LoadingPlaceholder />;
  else if (query.isError) {
    const onSignIn = session.kind === "signedIn" ? undefined : () => session.openSignIn({ reason: "Sign in to see your reservation" });
    body = <ReservationLoadError error={query.error} homePath={basePath} onRetry={() => void query.refetch()} onSignIn={onSignIn} />;
  } else if (isCheckin) {
    const joinAgain = () => {
      forgetCheckin(reservationId);
      navigate(`${basePath}/checkin`);
    };
    body = <CheckinLiveView reservationId={reservationId} onJoinAgain={joinAgain} />;
  } else body = <ReservationDetail booking={query.data} restaurant={restaurant} />;
  return (
    <>
      <RestaurantBar
        restaurant={restaurant}
        backTo={basePath}
        backLabel="Back to the restaurant"
        title={isCheckin ? "Your place in line" : "Your reservation"}
      />
      <main className="mx-auto max-w-3xl px-4 pt-5 pb-16">{body}</main>
    </>
  );
}
