import { useCurrentRestaurant } from "../../entities/restaurant/hooks/use-current-restaurant";
import { RestaurantInfo } from "../../features/restaurants/components/restaurant-info";
import { useCloseOverlay } from "../../shared/hooks/use-close-overlay";
import { PanelDialog } from "../../shared/ui/panel-dialog";

/** …/menu/…/restaurantinfo: the restaurant's information over its menu (the menu and restaurants features, composed). */
export function RestaurantInfoPage() {
  const restaurant = useCurrentRestaurant();
  const close = useCloseOverlay();
  return (
    <PanelDialog title={restaurant.merchantName} onClose={() => close()}>
      <RestaurantInfo restaurant={restaurant} />
    </PanelDialog>
  );
}
