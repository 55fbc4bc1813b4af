import { useNavigate } from "react-router";
import { useCurrentRestaurant } from "../../entities/restaurant/hooks/use-current-restaurant";
import { TableActions } from "../../features/tables/components/table-actions";
import { TableFrame } from "../../features/tables/components/table-frame";
import { TableGate } from "../../features/tables/components/table-gate";
import { TableHeading } from "../../features/tables/components/table-heading";
import { NoOnlineCheckin, SeatedParty, TableOccupancy } from "../../features/tables/components/table-status";
import { TablesideCheckinForm } from "../../features/tables/components/tableside-checkin-form";
import { tablePathsOf } from "../../features/tables/lib/table-paths";
import { useRouteParams } from "../../shared/lib/route-params";

/**
 * /{merchantType}/{merchantSlug}/tableside/checkIn/{tableId} (spec §2): a diner scanned the table's QR code. The
 * party checks in and is seated at this table, then orders from its dine-in menu. A party already seated here goes
 * straight to the menu; a table someone else sits at, or a restaurant that checks no one in online, says so.
 */
export function TablesideCheckinPage() {
  const restaurant = useCurrentRestaurant();
  const { tableId = "", merchantType = restaurant.merchantType, merchantSlug = restaurant.locationSlug } = useRouteParams();
  const basePath = `/${merchantType}/${merchantSlug}`;
  const paths = tablePathsOf(basePath, tableId);
  const navigate = useNavigate();
  return (
    <TableGate table={{ locationId: restaurant.id, tableId }} restaurant={restaurant} restaurantPath={basePath}>
      {({ table, session, occupied }) => (
        <TableFrame restaurant={restaurant}>
          <TableHeading eyebrow="Check in at your table" table={table} branchName={restaurant.branchName} />
          <div className="mt-6">
            {session ? (
              <>
                <SeatedParty session={session} timeZone={restaurant.timeZoneCd} />
                <TableActions checkInPath={null} menuPath={paths.menu} />
              </>
            ) : occupied ? (
              <>
                <TableOccupancy occupied />
                <TableActions checkInPath={null} menuPath={paths.menu} />
              </>
            ) : !restaurant.onlineCheckin ? (
              <>
                <NoOnlineCheckin />
                <TableActions checkInPath={null} menuPath={paths.menu} />
              </>
            ) : (
              <TablesideCheckinForm
                locationId={restaurant.id}
                tableId={table.tableId}
                defaultCountryCode={restaurant.currency === "INR" ? "+91" : "+1"}
                onCheckedIn={() => navigate(paths.menu)}
              />
            )}
          </div>
        </TableFrame>
      )}
    </TableGate>
  );
}
