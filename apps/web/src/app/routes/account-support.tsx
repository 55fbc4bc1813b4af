import { useSearchParams } from "react-router";
import { useOptionalRestaurant } from "../../entities/restaurant/hooks/use-current-restaurant";
import { SupportSection } from "../../features/support/components/support-section";
import { orderAskedAbout, SUPPORT_ORDER_NUMBER_PARAM, SUPPORT_ORDER_PARAM } from "../../features/support/lib/support-path";

/**
 * Account → Help & support (the support feature): opened from an order ("Get help with this order"), the order named in
 * the query is attached; otherwise the restaurant the diner is at is chosen at first.
 */
export function AccountSupport() {
  const restaurant = useOptionalRestaurant();
  const [search, setSearch] = useSearchParams();
  const order = orderAskedAbout(search, restaurant?.branchName ?? null);
  const detach = () =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(SUPPORT_ORDER_PARAM);
        next.delete(SUPPORT_ORDER_NUMBER_PARAM);
        return next;
      },
      { replace: true },
    );
  return <SupportSection order={order} onDetachOrder={detach} currentLocationId={restaurant?.id ?? null} />;
}
