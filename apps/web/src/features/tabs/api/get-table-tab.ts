import { tableTabAnswerSchema } from "@forkful/contracts/tabs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useTableToken } from "../../../entities/table/hooks/use-table-token";
import { apiRequest, errorStatus, unwrap } from "../../../shared/api/api-client";
import { useSession } from "../../../shared/hooks/use-session";

export interface TableTabRef {
  locationId: number;
  tableId: string;
  /** The token of the table's QR code (decision 028); without it the server refuses. */
  tableToken?: string | undefined;
}

/**
 * POST /order/customer/table-tab: the table's name and section, and its open tab (in numbers and the first diner's
 * first name only, unless you dine at it).
 */
export async function getTableTab({ locationId, tableId, tableToken }: TableTabRef, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({
      method: "POST",
      path: "/order/customer/table-tab",
      payload: { locationId, tableId, ...(tableToken ? { tableToken } : {}) },
      schema: tableTabAnswerSchema,
      signal,
      auth: true,
    }),
  );
}

/** Whether the caller is a diner of the tab depends on who asks, and a new scan of the table asks again: both are in the key. */
export function tableTabQueryOptions(table: TableTabRef, customerId: string | null) {
  return queryOptions({
    queryKey: ["table-tab", table.locationId, table.tableId, customerId, table.tableToken ?? null] as const,
    queryFn: ({ signal }) => getTableTab(table, signal),
    staleTime: 10_000,
    // A table the restaurant does not have, or a code that is not the table's, is an answer, not a failure to try again.
    retry: (failures, error) => failures < 2 && (errorStatus(error) ?? 500) >= 500,
  });
}

export function useTableTab(table: Omit<TableTabRef, "tableToken">) {
  const { customerId } = useSession();
  const tableToken = useTableToken(table.tableId);
  // Without the table's code the server would refuse: nothing is asked.
  return useQuery({ ...tableTabQueryOptions({ ...table, tableToken }, customerId), enabled: !!tableToken });
}
