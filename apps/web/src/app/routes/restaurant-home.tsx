import { FavouriteToggle } from "../../features/account/components/favourite-toggle";
import { RestaurantHomePage } from "../../features/restaurants/routes/restaurant-home-page";
import { useCurrentRestaurant } from "../../shared/hooks/use-current-restaurant";

/** /{merchantType}/{merchantSlug}: the restaurant's home with the account feature's favourite heart on its cover. */
export function RestaurantHome() {
  const restaurant = useCurrentRestaurant();
  return <RestaurantHomePage heroActions={<FavouriteToggle locationId={restaurant.id} name={restaurant.merchantName} />} />;
}
