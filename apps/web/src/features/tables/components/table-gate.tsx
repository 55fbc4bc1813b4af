import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import type { DiningTable, TableDetails } from "@forkful/contracts/floor";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { errorStatus } from "../../../shared/api/api-client";
import { buttonClasses } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { ErrorState } from "../../../shared/ui/error-state";
import { LoadingPlaceholder } from "../../../shared/ui/loading-placeholder";
import { type TableRef, useTableDetails } from "../api/get-table-details";

export type KnownTable = TableDetails & { table: DiningTable };

export interface TableGateProps {
  table: TableRef;
  /** The restaurant's page, offered when there is no such table. */
  restaurantPath: string;
  children: (details: KnownTable) => ReactNode;
}

/** Loads a table's details and shows the page only for a table the restaurant has: loading, no such table, or a retry. */
export function TableGate({ table, restaurantPath, children }: TableGateProps) {
  const query = useTableDetails(table);
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
