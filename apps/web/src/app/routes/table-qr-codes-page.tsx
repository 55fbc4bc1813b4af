import { RestaurantBar } from "../../entities/restaurant/components/restaurant-bar";
import { useCurrentRestaurant } from "../../entities/restaurant/hooks/use-current-restaurant";
import { TableQrCodes } from "../../features/table-codes/components/table-qr-codes";

/**
 * /{merchantType}/{merchantSlug}/tables/qr-codes: every table's QR code with its current code, to print; for the
 * restaurant's staff only (decision 028).
 */
export function TableQrCodesPage() {
  const restaurant = useCurrentRestaurant();
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  return (
    <div className="min-h-dvh bg-stone-50 print:min-h-0 print:bg-white">
      <RestaurantBar restaurant={restaurant} backTo={base} backLabel="Back to the restaurant" title="Table QR codes" />
      <TableQrCodes restaurant={restaurant} />
    </div>
  );
}
