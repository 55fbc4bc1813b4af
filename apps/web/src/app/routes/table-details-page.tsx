import { useCurrentRestaurant } from "../../entities/restaurant/hooks/use-current-restaurant";
import { TableActions } from "../../features/tables/components/table-actions";
import { TableFrame } from "../../features/tables/components/table-frame";
import { TableGate } from "../../features/tables/components/table-gate";
import { TableHeading } from "../../features/tables/components/table-heading";
import { SeatedParty, TableOccupancy } from "../../features/tables/components/table-status";
import { tablePathsOf } from "../../features/tables/lib/table-paths";
import { useRouteParams } from "../../shared/lib/route-params";

/**
 * /{merchantType}/{merchantSlug}/checkin/table/{tableId}/details (spec §2): a table, its section and seats, whether
 * anyone sits there (never who), and for the party seated there, their party and since when.
 */
export function TableDetailsPage() {
  const restaurant = useCurrentRestaurant();
  const { tableId = "", merchantType = restaurant.merchantType, merchantSlug = restaurant.locationSlug } = useRouteParams();
  const basePath = `/${merchantType}/${merchantSlug}`;
  const paths = tablePathsOf(basePath, tableId);
  return (
    <TableGate table={{ locationId: restaurant.id, tableId }} restaurant={restaurant} restaurantPath={basePath}>
      {({ table, session, occupied }) => (
        <TableFrame restaurant={restaurant}>
          <TableHeading eyebrow="Table details" table={table} branchName={restaurant.branchName} />
          <div className="mt-6">
            {session ? <SeatedParty session={session} timeZone={restaurant.timeZoneCd} /> : <TableOccupancy occupied={occupied} />}
          </div>
          <TableActions checkInPath={session || occupied || !restaurant.onlineCheckin ? null : paths.tableside} menuPath={paths.menu} />
        </TableFrame>
      )}
    </TableGate>
  );
}
