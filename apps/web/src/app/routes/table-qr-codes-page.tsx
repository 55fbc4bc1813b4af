import { TableQrCodes } from "../../features/table-codes/components/table-qr-codes";
import { useCurrentRestaurant } from "../../shared/hooks/use-current-restaurant";
import { RestaurantBar } from "../../shared/ui/restaurant-bar";

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
