import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { createContext, useContext } from "react";

/** The restaurant of the current /{merchantType}/{merchantSlug} route, provided by the app's restaurant layout. */
export const CurrentRestaurantContext = createContext<RestaurantDetail | null>(null);

export function useCurrentRestaurant(): RestaurantDetail {
  const restaurant = useContext(CurrentRestaurantContext);
  if (!restaurant) throw new Error("useCurrentRestaurant is used outside a restaurant route");
  return restaurant;
}

/** The restaurant of the current route, or null on the app's own pages (the account outside a restaurant). */
export function useOptionalRestaurant(): RestaurantDetail | null {
  return useContext(CurrentRestaurantContext);
}
