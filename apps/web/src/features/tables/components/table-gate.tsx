import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import type { DiningTable, TableDetails } from "@forkful/contracts/floor";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { buttonClasses } from "@forkful/ui/button";
import { EmptyState } from "@forkful/ui/empty-state";
import { ErrorState } from "@forkful/ui/error-state";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTableToken } from "../../../entities/table/hooks/use-table-token";
import { errorStatus } from "../../../shared/api/api-client";
import { LoadingPlaceholder } from "../../../shared/ui/loading-placeholder";
import { type TableRef, useTableDetails } from "../api/get-table-details";
import { tableTokenRefusalOf } from "../lib/table-token-refusal";
import { TableTokenNeeded } from "./table-token-needed";

export type KnownTable = TableDetails & { table: DiningTable };

export interface TableGateProps {
  table: TableRef;
  restaurant: Pick<RestaurantDetail, "merchantName" | "media">;
  /** The restaurant's page, offered when there is no such table. */
  restaurantPath: string;
  children: (details: KnownTable) => ReactNode;
}

/**
 * Loads a table's details and shows the page only for a table the restaurant has, opened from its QR code (decision
 * 028): loading, no code (or a changed one), no such table, or a retry.
 */
export function TableGate({ table, restaurant, restaurantPath, children }: TableGateProps) {
  const token = useTableToken(table.tableId);
  const query = useTableDetails(table);
  const refusal = tableTokenRefusalOf(token, query.error);
  if (refusal) return <TableTokenNeeded restaurant={restaurant} code={refusal} restaurantPath={restaurantPath} />;
  if (query.isPending) return <LoadingPlaceholder />;
  if (query.isError) {
    const status = errorStatus(query.error);
    if (status === 400 || status === 404) return <NoSuchTable restaurantPath={restaurantPath} />;
    return <ErrorState onRetry={() => query.refetch()} />;
  }
  const details = query.data;
  if (!details.table) return <NoSuchTable restaurantPath={restaurantPath} />;
  return children({ ...details, table: details.table });
}

/** A table link that names no table of this restaurant (an old QR code, a typo). */
export function NoSuchTable({ restaurantPath }: { restaurantPath: string }) {
  return (
    <main>
      <EmptyState
        title="No such table"
        body={BOOKING_REFUSALS.noSuchTable}
        action={
          <Link to={restaurantPath} className={buttonClasses("primary")}>
            Go to the restaurant
          </Link>
        }
      />
    </main>
  );
}
