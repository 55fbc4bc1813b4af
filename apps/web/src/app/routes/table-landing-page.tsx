import { TAB_REFUSALS } from "@forkful/contracts/tabs";
import { buttonClasses } from "@forkful/ui/button";
import { EmptyState } from "@forkful/ui/empty-state";
import { ErrorState } from "@forkful/ui/error-state";
import { Link } from "react-router";
import { useCurrentRestaurant } from "../../entities/restaurant/hooks/use-current-restaurant";
import { useTableToken } from "../../entities/table/hooks/use-table-token";
import { useTableDetails } from "../../features/tables/api/get-table-details";
import { TableFrame } from "../../features/tables/components/table-frame";
import { TableTokenNeeded } from "../../features/tables/components/table-token-needed";
import { tableTokenRefusalOf } from "../../features/tables/lib/table-token-refusal";
import { useTableTab } from "../../features/tabs/api/get-table-tab";
import { TableLanding } from "../../features/tabs/components/table-landing";
import { errorStatus } from "../../shared/api/api-client";
import { useRouteParams } from "../../shared/lib/route-params";
import { LoadingPlaceholder } from "../../shared/ui/loading-placeholder";

/**
 * /{merchantType}/{merchantSlug}/table/{tableId}: a table's landing (its QR code, spec §2): the restaurant, section and
 * table, the dine-in menu, the table's open tab (its diners open it; anyone else at the table is told whose table they
 * join), and Call Waiter (the tabs and tables features, composed). Opened without the table's code (decision 028), or
 * with one that changed, it asks to scan the code on the table and shows nothing of the table.
 */
export function TableLandingPage() {
  const restaurant = useCurrentRestaurant();
  const { merchantType = restaurant.merchantType, merchantSlug = restaurant.locationSlug, tableId = "" } = useRouteParams();
  const place = { merchantType, locationSlug: merchantSlug, tableId };
  const token = useTableToken(tableId);
  const query = useTableTab({ locationId: restaurant.id, tableId });
  const sectionName = useTableDetails({ locationId: restaurant.id, tableId }).data?.table?.sectionName ?? null;
  const status = query.isError ? errorStatus(query.error) : null;
  const refusal = tableTokenRefusalOf(token, query.error);

  if (refusal) return <TableTokenNeeded restaurant={restaurant} code={refusal} restaurantPath={`/${merchantType}/${merchantSlug}`} />;
  if (status === 400 || status === 404) {
    return (
      <EmptyState
        title={TAB_REFUSALS.noSuchTable}
        body="Scan the QR code on your table again, or ask a waiter."
        action={
          <Link to={`/${merchantType}/${merchantSlug}`} className={buttonClasses("secondary")}>
            Back to {restaurant.branchName}
          </Link>
        }
      />
    );
  }
  return (
    <TableFrame restaurant={restaurant}>
      {query.isPending ? (
        <LoadingPlaceholder />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : (
        <TableLanding
          locationId={restaurant.id}
          branchName={restaurant.branchName}
          sectionName={sectionName}
          answer={query.data}
          place={place}
        />
      )}
    </TableFrame>
  );
}
