import { restaurantPageTitle } from "@forkful/contracts/restaurant-page";
import { ErrorState } from "@forkful/ui/error-state";
import { useEffect } from "react";
import { Navigate, Outlet } from "react-router";
import { CurrentRestaurantContext } from "../../entities/restaurant/hooks/use-current-restaurant";
import { useRestaurantBySlug } from "../../features/restaurants/api/get-restaurant-by-slug";
import { errorStatus } from "../../shared/api/api-client";
import { useProvideActiveTheme } from "../../shared/hooks/use-active-theme";
import { useGoogleTagManager } from "../../shared/hooks/use-google-tag-manager";
import { useRouteParams } from "../../shared/lib/route-params";
import { themeStyle } from "../../shared/lib/theme";
import { LoadingPlaceholder } from "../../shared/ui/loading-placeholder";

/**
 * /{merchantType}/{merchantSlug}/…: loads the location by its slug and gives it to every page below, with its
 * theme colours as CSS variables and, only when it has the googleTag flag, its tag manager container.
 */
export function RestaurantLayout() {
  const { merchantSlug = "" } = useRouteParams();
  const query = useRestaurantBySlug(merchantSlug);
  const restaurant = query.data;
  useGoogleTagManager(restaurant?.uiFeatureFlags.googleTag);
  useProvideActiveTheme(restaurant?.theme);

  useEffect(() => {
    if (!restaurant) return;
    const previous = document.title;
    document.title = restaurantPageTitle(restaurant);
    return () => {
      document.title = previous;
    };
  }, [restaurant]);

  if (query.isPending) return <LoadingPlaceholder />;
  if (query.isError) {
    if (errorStatus(query.error) === 404) return <Navigate to="/notFound" replace />;
    return <ErrorState onRetry={() => query.refetch()} />;
  }
  return (
    <div style={themeStyle(query.data.theme)} className="min-h-dvh">
      <CurrentRestaurantContext value={query.data}>
        <Outlet />
      </CurrentRestaurantContext>
    </div>
  );
}
