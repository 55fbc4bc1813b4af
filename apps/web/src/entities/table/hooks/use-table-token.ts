import { useOptionalRestaurant } from "../../restaurant/hooks/use-current-restaurant";
import { tableTokenOf } from "../lib/table-tokens";

/**
 * The token of the current restaurant's table `tableId` kept for this visit (decision 028), or undefined when its QR
 * code was not scanned (or off a restaurant's pages). Read on every render: a table's link keeps a new token as it
 * opens, and the pages it opens render again.
 */
export function useTableToken(tableId: string | null | undefined): string | undefined {
  const restaurant = useOptionalRestaurant();
  return tableId && restaurant ? tableTokenOf({ locationSlug: restaurant.locationSlug, tableId }) : undefined;
}
