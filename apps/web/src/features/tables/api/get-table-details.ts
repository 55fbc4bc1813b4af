import { queryOptions, useQuery } from "@tanstack/react-query";
import { getTableDetails } from "../../../entities/table/api/floor";
import { useTableToken } from "../../../entities/table/hooks/use-table-token";
import { useSession } from "../../../shared/hooks/use-session";

export interface TableRef {
  locationId: number;
  tableId: string;
}

/** Every query of one table starts with this key. */
export const tableQueryKey = ({ locationId, tableId }: TableRef) => ["table", locationId, tableId] as const;

/**
 * The answer depends on who asks (the table's session is theirs or not) and on the table's token (a new scan asks
 * again): both are part of the key. Without a token nothing is asked: the server would refuse.
 */
export function tableDetailsQueryOptions(table: TableRef, customerId: string | null, tableToken: string | undefined) {
  return queryOptions({
    queryKey: [...tableQueryKey(table), customerId, tableToken ?? null] as const,
    queryFn: ({ signal }) => getTableDetails({ ...table, ...(tableToken ? { tableToken } : {}) }, signal),
    staleTime: 15_000,
    enabled: !!tableToken,
    // The diner changing (a guest's check-in opens their session) asks again without blanking the same table.
    placeholderData: (previous) =>
      previous?.table?.tableId === table.tableId && previous.locationId === table.locationId ? previous : undefined,
  });
}

export function useTableDetails(table: TableRef) {
  const { customerId } = useSession();
  return useQuery(tableDetailsQueryOptions(table, customerId, useTableToken(table.tableId)));
}

/** "Table 4 · Patio" for a table of the restaurant's floor; null off a table, while loading, or for a table it does not have. */
export function useTableLabel(locationId: number, tableId: string | undefined): string | null {
  const { customerId } = useSession();
  const tableToken = useTableToken(tableId);
  const query = useQuery({
    ...tableDetailsQueryOptions({ locationId, tableId: tableId ?? "" }, customerId, tableToken),
    enabled: !!tableId && !!tableToken,
  });
  const table = tableId ? query.data?.table : null;
  return table ? `${table.tableName} · ${table.sectionName}` : null;
}
