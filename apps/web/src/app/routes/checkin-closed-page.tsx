import { ErrorState } from "@forkful/ui/error-state";
import { Navigate } from "react-router";
import { RestaurantBar } from "../../entities/restaurant/components/restaurant-bar";
import { useWaitTimes } from "../../features/checkin/api/get-wait-times";
import { CheckinClosed } from "../../features/checkin/components/checkin-closed";
import { useRestaurantBySlug } from "../../features/restaurants/api/get-restaurant-by-slug";
import { WorkingHours } from "../../features/restaurants/components/working-hours";
import { errorStatus } from "../../shared/api/api-client";
import { useProvideActiveTheme } from "../../shared/hooks/use-active-theme";
import { useRouteParams } from "../../shared/lib/route-params";
import { themeStyle } from "../../shared/lib/theme";
import { LoadingPlaceholder } from "../../shared/ui/loading-placeholder";

/**
 * /checkIn/{merchantSlug}/closed (spec §2): the restaurant does not take online check-ins now. Outside the restaurant's
 * own routes, so it loads the restaurant by its slug itself.
 */
export function CheckinClosedPage() {
  const { merchantSlug = "" } = useRouteParams();
  const query = useRestaurantBySlug(merchantSlug);
  const restaurant = query.data;
  const waitTimes = useWaitTimes(restaurant?.id ?? 0, restaurant?.onlineCheckin === true);
  useProvideActiveTheme(restaurant?.theme);

  if (query.isPending) return <LoadingPlaceholder />;
  if (query.isError) {
    if (errorStatus(query.error) === 404) return <Navigate to="/notFound" replace />;
    return <ErrorState onRetry={() => query.refetch()} />;
  }
  const base = `/${query.data.merchantType}/${query.data.locationSlug}`;
  return (
    <div style={themeStyle(query.data.theme)} className="min-h-dvh bg-stone-50">
      <RestaurantBar restaurant={query.data} backTo={base} backLabel="Back to the restaurant" title="Online check-in" />
      <main className="px-4 pt-5 pb-16">
        <CheckinClosed
          restaurant={query.data}
          waitTimes={waitTimes.data}
          hours={<WorkingHours workingHours={query.data.workingHours} timeZone={query.data.timeZoneCd} />}
        />
      </main>
    </div>
  );
}
